import type { CouponWriteBody, CouponWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { COUPONS_API } from './query-keys';
import { useCouponWrite } from './use-coupon-write';

/** `POST /api/admin/coupons` (422 on `code` when it is taken). */
export function createAdminCoupon(body: CouponWriteBody) {
  return api.post<CouponWriteResponse>(COUPONS_API, body);
}

export function useCreateAdminCoupon() {
  return useCouponWrite(createAdminCoupon);
}

import type { CouponWriteBody, CouponWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { COUPONS_API } from './query-keys';
import { useCouponWrite } from './use-coupon-write';

/** `PUT /api/admin/coupons/:id`: the whole coupon; deactivating is `active: false` (coupons are never deleted). */
export function updateAdminCoupon({ id, body }: { id: number; body: CouponWriteBody }) {
  return api.put<CouponWriteResponse>(`${COUPONS_API}/${id}`, body);
}

export function useUpdateAdminCoupon() {
  return useCouponWrite(updateAdminCoupon);
}

import { useMutation } from '@tanstack/react-query';
import type { CouponStatusBody, CouponStatusResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/cart/coupon/status`: the discount a coupon gives on this sub total. A coupon that cannot be used
 * is a 422 with the reason under `code`.
 */
export function checkCoupon(body: CouponStatusBody): Promise<CouponStatusResponse> {
  return api.post<CouponStatusResponse>('/api/cart/coupon/status', body);
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}

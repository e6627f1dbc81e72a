import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CouponWriteResponse } from '@nirog/contracts';
import { ordersKeys } from './query-keys';

/** A coupon write: the coupon lists are refetched. */
export function useCouponWrite<TInput>(mutationFn: (input: TInput) => Promise<CouponWriteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.coupons() }),
  });
}

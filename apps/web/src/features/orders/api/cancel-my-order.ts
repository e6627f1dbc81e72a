import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelMyOrderResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './keys';

/** `POST /api/auth/order/{id}/cancel`: the buyer cancels their own order while it is Pending and not paid. */
export function cancelMyOrder(id: number) {
  return api.post<CancelMyOrderResponse>(`/api/auth/order/${id}/cancel`);
}

/** Cancels an order; the order lists are read again so its stage and Pay now change. */
export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

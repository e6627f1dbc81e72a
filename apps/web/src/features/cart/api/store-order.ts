import { useMutation } from '@tanstack/react-query';
import type { OrderStoreBody, OrderStoreResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

export interface StoreOrderInput {
  body: OrderStoreBody;
  /** One key per checkout attempt: a retry with the same key answers the first order instead of a second. */
  idempotencyKey: string;
}

/** `POST /api/cart/order/store`: places the order (prices and the coupon are recomputed by the server). */
export function storeOrder({ body, idempotencyKey }: StoreOrderInput): Promise<OrderStoreResponse> {
  return api.post<OrderStoreResponse>('/api/cart/order/store', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useStoreOrder() {
  return useMutation({ mutationFn: storeOrder });
}

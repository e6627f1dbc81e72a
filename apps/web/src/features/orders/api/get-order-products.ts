import { queryOptions } from '@tanstack/react-query';
import type { CartIndexResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './keys';

/**
 * `POST /api/cart/index/{ids}` (the cart refresh) for the products of an order: which are still sold and
 * their current cards, for Reorder.
 */
export function getOrderProducts(ids: number[], signal?: AbortSignal): Promise<CartIndexResponse> {
  return api.post<CartIndexResponse>(`/api/cart/index/${encodeURIComponent(JSON.stringify(ids))}`, undefined, {
    signal,
  });
}

export const orderProductsQueryOptions = (ids: number[]) =>
  queryOptions({
    queryKey: ordersKeys.products(ids),
    queryFn: ({ signal }) => getOrderProducts(ids, signal),
    staleTime: 0,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartIndexResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { cartKeys } from './keys';

/** The address of the cart refresh: the product ids as a JSON list in the path (`/api/cart/index/[12,40]`). */
export function cartIndexPath(ids: number[]): string {
  return `/api/cart/index/${encodeURIComponent(JSON.stringify(ids))}`;
}

/**
 * `POST /api/cart/index/{ids}`: the current card of each product still in the catalogue (`available` false
 * when it is no longer sold) and the two shipping fees.
 */
export function getCartItems(ids: number[], signal?: AbortSignal): Promise<CartIndexResponse> {
  return api.post<CartIndexResponse>(cartIndexPath(ids), undefined, { signal });
}

export const cartItemsQueryOptions = (ids: number[]) =>
  queryOptions({
    queryKey: cartKeys.items(ids),
    queryFn: ({ signal }) => getCartItems(ids, signal),
    enabled: ids.length > 0,
    // A refresh that failed is only logged (spec 1 section 8); the cart keeps its stored prices.
    retry: false,
  });

export function useCartItems(ids: number[]) {
  return useQuery(cartItemsQueryOptions(ids));
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ShopResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { shopKeys, type ShopFilters } from './keys';

/** `GET /api/shop?page&category&order_by&keyword`: one page of the product list. */
export function getShopProducts(filters: ShopFilters, page: number, signal?: AbortSignal): Promise<ShopResponse> {
  return api.get<ShopResponse>('/api/shop', {
    signal,
    query: {
      page,
      category: filters.category,
      order_by: filters.orderBy,
      keyword: filters.keyword.trim() || undefined,
    },
  });
}

/**
 * The shop list, page by page. A change of filters is a new key, so the list starts again at page 1; the
 * superseded request is cancelled through the query's AbortSignal.
 */
export const shopProductsQueryOptions = (filters: ShopFilters) =>
  infiniteQueryOptions({
    queryKey: shopKeys.products(filters),
    queryFn: ({ signal, pageParam }) => getShopProducts(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });

export function useShopProducts(filters: ShopFilters) {
  return useInfiniteQuery(shopProductsQueryOptions(filters));
}

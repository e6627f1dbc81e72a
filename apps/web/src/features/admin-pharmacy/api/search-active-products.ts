import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { PRODUCTS_API, pharmacyKeys } from './query-keys';

/** `GET /api/admin/catalog/products?search&status=active`: the first 20 products still sold that match. */
export function searchActiveProducts(search: string, signal?: AbortSignal) {
  return api.get<AdminProductsResponse>(PRODUCTS_API, { query: { search, status: 'active', page: 1 }, signal });
}

export function activeProductsQueryOptions(search: string) {
  return queryOptions({
    queryKey: pharmacyKeys.productSearch(search),
    queryFn: ({ signal }) => searchActiveProducts(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled: search.length > 0,
  });
}

/** Nothing is asked until something is typed. */
export function useActiveProducts(search: string) {
  return useQuery(activeProductsQueryOptions(search));
}

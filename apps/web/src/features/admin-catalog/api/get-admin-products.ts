import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductsQuery, AdminProductsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API, catalogKeys } from './query-keys';

/** `GET /api/admin/catalog/products?page&search&category&status` (20 a page, newest first). */
export function getAdminProducts(query: AdminProductsQuery, signal?: AbortSignal) {
  return api.get<AdminProductsResponse>(`${CATALOG_API}/products`, {
    query: { page: query.page, search: query.search, category: query.category, status: query.status },
    signal,
  });
}

export function adminProductsQueryOptions(query: AdminProductsQuery) {
  return queryOptions({
    queryKey: catalogKeys.productList(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAdminProducts(query: AdminProductsQuery) {
  return useQuery(adminProductsQueryOptions(query));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API, catalogKeys } from './query-keys';

/** `GET /api/admin/catalog/categories`: every category, active or not, in shop order. */
export function getAdminCategories(signal?: AbortSignal) {
  return api.get<AdminCategory[]>(`${CATALOG_API}/categories`, { signal });
}

export function adminCategoriesQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => getAdminCategories(signal),
    staleTime: 60_000,
  });
}

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}

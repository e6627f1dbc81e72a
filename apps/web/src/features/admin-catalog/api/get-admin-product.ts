import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API, catalogKeys } from './query-keys';

/** `GET /api/admin/catalog/products/:id` */
export function getAdminProduct(id: number, signal?: AbortSignal) {
  return api.get<AdminProduct>(`${CATALOG_API}/products/${id}`, { signal });
}

export function adminProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
    staleTime: 15_000,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useAdminProduct(id: number) {
  return useQuery(adminProductQueryOptions(id));
}

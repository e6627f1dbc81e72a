import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogImportsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API, catalogKeys } from './query-keys';

/** `GET /api/admin/catalog/imports?page` (newest first; `errors` empty in the list). */
export function getCatalogImports(page: number, signal?: AbortSignal) {
  return api.get<CatalogImportsResponse>(`${CATALOG_API}/imports`, { query: { page }, signal });
}

export function catalogImportsQueryOptions(page: number) {
  return queryOptions({
    queryKey: catalogKeys.importList(page),
    queryFn: ({ signal }) => getCatalogImports(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useCatalogImports(page: number) {
  return useQuery(catalogImportsQueryOptions(page));
}

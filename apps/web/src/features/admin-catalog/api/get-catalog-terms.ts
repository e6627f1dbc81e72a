import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogTermKind, CatalogTermsQuery, CatalogTermsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API, catalogKeys } from './query-keys';

/** `GET /api/admin/catalog/{generics|brands|medicine-types}?page&search` (20 a page, by name). */
export function getCatalogTerms(kind: CatalogTermKind, query: CatalogTermsQuery, signal?: AbortSignal) {
  return api.get<CatalogTermsResponse>(`${CATALOG_API}/${kind}`, {
    query: { page: query.page, search: query.search },
    signal,
  });
}

export function catalogTermsQueryOptions(kind: CatalogTermKind, query: CatalogTermsQuery) {
  return queryOptions({
    queryKey: catalogKeys.termList(kind, query),
    queryFn: ({ signal }) => getCatalogTerms(kind, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useCatalogTerms(kind: CatalogTermKind, query: CatalogTermsQuery) {
  return useQuery(catalogTermsQueryOptions(kind, query));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogImport } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API, catalogKeys } from './query-keys';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

export const isImportFinished = (item: CatalogImport | undefined) =>
  item?.status === 'done' || item?.status === 'failed';

/** Nothing moves until staff act (a checked dry run) or ever again (cancelled, done, failed). */
export const isImportSettled = (item: CatalogImport | undefined) =>
  isImportFinished(item) || item?.status === 'checked' || item?.status === 'cancelled';

/** `GET /api/admin/catalog/imports/:id`: progress, counts and the first bad rows. */
export function getCatalogImport(id: number, signal?: AbortSignal) {
  return api.get<CatalogImport>(`${CATALOG_API}/imports/${id}`, { signal });
}

/** Asked again every second until the dry run is checked or the import is done, failed or cancelled. */
export function catalogImportQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogKeys.import(id),
    queryFn: ({ signal }) => getCatalogImport(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (isImportSettled(query.state.data) ? false : IMPORT_POLL_MS),
  });
}

export function useCatalogImport(id: number) {
  return useQuery(catalogImportQueryOptions(id));
}

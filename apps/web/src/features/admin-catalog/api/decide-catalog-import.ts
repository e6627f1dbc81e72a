import type { CatalogImportResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API, catalogKeys } from './query-keys';
import { useCatalogWrite } from './use-catalog-write';

/** `POST /api/admin/catalog/imports/:id/confirm` or `/cancel`: write the checked import, or discard it. */
export function decideCatalogImport({ id, decision }: { id: number; decision: 'confirm' | 'cancel' }) {
  return api.post<CatalogImportResponse>(`${CATALOG_API}/imports/${id}/${decision}`);
}

export function useDecideCatalogImport() {
  return useCatalogWrite(
    decideCatalogImport,
    () => [[...catalogKeys.imports(), 'list']],
    (answer, queryClient) => queryClient.setQueryData(catalogKeys.import(answer.data.id), answer.data),
  );
}

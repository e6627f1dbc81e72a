import type { CatalogImportResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API, catalogKeys } from './query-keys';
import { useCatalogWrite } from './use-catalog-write';

/** `POST /api/admin/catalog/imports` (multipart `file`): queues the CSV; answers 202 with the import. */
export function uploadCatalogImport({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) {
  const form = new FormData();
  form.append('file', file);
  return api.upload<CatalogImportResponse>(`${CATALOG_API}/imports`, form, { onProgress });
}

export function useUploadCatalogImport() {
  return useCatalogWrite(
    uploadCatalogImport,
    () => [[...catalogKeys.imports(), 'list']],
    (answer, queryClient) => queryClient.setQueryData(catalogKeys.import(answer.data.id), answer.data),
  );
}

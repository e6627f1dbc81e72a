import type { CatalogTermKind, MessageResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useTermWrite } from './use-term-write';

/** `DELETE /api/admin/catalog/{kind}/:id` (refused with 422 while products use it). */
export function deleteCatalogTerm({ kind, id }: { kind: CatalogTermKind; id: number }) {
  return api.delete<MessageResponse>(`${CATALOG_API}/${kind}/${id}`);
}

export function useDeleteCatalogTerm() {
  return useTermWrite(deleteCatalogTerm);
}

import type { CatalogTermKind, CatalogTermWriteBody, CatalogTermWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useTermWrite } from './use-term-write';

/** `PUT /api/admin/catalog/{kind}/:id` {name, bn_name} */
export function updateCatalogTerm({
  kind,
  id,
  body,
}: {
  kind: CatalogTermKind;
  id: number;
  body: CatalogTermWriteBody;
}) {
  return api.put<CatalogTermWriteResponse>(`${CATALOG_API}/${kind}/${id}`, body);
}

export function useUpdateCatalogTerm() {
  return useTermWrite(updateCatalogTerm);
}

import type { CatalogTermKind, CatalogTermWriteBody, CatalogTermWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useTermWrite } from './use-term-write';

/** `POST /api/admin/catalog/{kind}` {name, bn_name} */
export function createCatalogTerm({ kind, body }: { kind: CatalogTermKind; body: CatalogTermWriteBody }) {
  return api.post<CatalogTermWriteResponse>(`${CATALOG_API}/${kind}`, body);
}

export function useCreateCatalogTerm() {
  return useTermWrite(createCatalogTerm);
}

import type { AdminProductWriteResponse, ProductWriteBody } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useProductWrite } from './use-product-write';

/** `POST /api/admin/catalog/products` */
export function createAdminProduct(body: ProductWriteBody) {
  return api.post<AdminProductWriteResponse>(`${CATALOG_API}/products`, body);
}

export function useCreateAdminProduct() {
  return useProductWrite(createAdminProduct);
}

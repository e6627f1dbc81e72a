import type { AdminProductWriteResponse, ProductWriteBody } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useProductWrite } from './use-product-write';

/** `PUT /api/admin/catalog/products/:id` */
export function updateAdminProduct({ id, body }: { id: number; body: ProductWriteBody }) {
  return api.put<AdminProductWriteResponse>(`${CATALOG_API}/products/${id}`, body);
}

export function useUpdateAdminProduct() {
  return useProductWrite(updateAdminProduct);
}

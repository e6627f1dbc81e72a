import type { AdminProductWriteResponse, ProductStatusBody } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useProductWrite } from './use-product-write';

/** `PUT /api/admin/catalog/products/:id/status` {active}: hides a product from the shop, or shows it again. */
export function updateAdminProductStatus({ id, ...body }: ProductStatusBody & { id: number }) {
  return api.put<AdminProductWriteResponse>(`${CATALOG_API}/products/${id}/status`, body);
}

export function useUpdateAdminProductStatus() {
  return useProductWrite(updateAdminProductStatus);
}

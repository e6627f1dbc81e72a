import type { AdminProductWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useProductWrite } from './use-product-write';

/** `DELETE /api/admin/catalog/products/:id/images/:imageId` */
export function deleteAdminProductImage({ id, imageId }: { id: number; imageId: number }) {
  return api.delete<AdminProductWriteResponse>(`${CATALOG_API}/products/${id}/images/${imageId}`);
}

export function useDeleteAdminProductImage() {
  return useProductWrite(deleteAdminProductImage);
}

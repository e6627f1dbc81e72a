import type { AdminProductWriteResponse, ProductImageOrderBody } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useProductWrite } from './use-product-write';

/** `PUT /api/admin/catalog/products/:id/images/order` {image_ids}: every image, the first is the card image. */
export function orderAdminProductImages({ id, ...body }: ProductImageOrderBody & { id: number }) {
  return api.put<AdminProductWriteResponse>(`${CATALOG_API}/products/${id}/images/order`, body);
}

export function useOrderAdminProductImages() {
  return useProductWrite(orderAdminProductImages);
}

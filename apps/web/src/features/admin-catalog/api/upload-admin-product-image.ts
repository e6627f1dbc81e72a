import type { AdminProductWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useProductWrite } from './use-product-write';

export interface ImageUpload {
  id: number;
  file: File;
  onProgress?: (percent: number) => void;
}

/** `POST /api/admin/catalog/products/:id/images` (multipart `image`): adds one picture at the end. */
export function uploadAdminProductImage({ id, file, onProgress }: ImageUpload) {
  const form = new FormData();
  form.append('image', file);
  return api.upload<AdminProductWriteResponse>(`${CATALOG_API}/products/${id}/images`, form, { onProgress });
}

export function useUploadAdminProductImage() {
  return useProductWrite(uploadAdminProductImage);
}

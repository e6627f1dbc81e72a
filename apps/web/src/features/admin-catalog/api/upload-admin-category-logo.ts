import type { AdminCategoryWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import type { ImageUpload } from './upload-admin-product-image';
import { useCategoryWrite } from './use-category-write';

/** `POST /api/admin/catalog/categories/:id/logo` (multipart `image`): sets or replaces the logo. */
export function uploadAdminCategoryLogo({ id, file, onProgress }: ImageUpload) {
  const form = new FormData();
  form.append('image', file);
  return api.upload<AdminCategoryWriteResponse>(`${CATALOG_API}/categories/${id}/logo`, form, {
    onProgress,
  });
}

export function useUploadAdminCategoryLogo() {
  return useCategoryWrite(uploadAdminCategoryLogo);
}

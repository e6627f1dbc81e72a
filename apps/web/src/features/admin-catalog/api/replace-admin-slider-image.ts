import type { AdminSliderWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import type { ImageUpload } from './upload-admin-product-image';
import { useSliderWrite } from './use-slider-write';

/** `POST /api/admin/catalog/sliders/:id/image` (multipart `image`): replaces the slide's picture. */
export function replaceAdminSliderImage({ id, file, onProgress }: ImageUpload) {
  const form = new FormData();
  form.append('image', file);
  return api.upload<AdminSliderWriteResponse>(`${CATALOG_API}/sliders/${id}/image`, form, {
    onProgress,
  });
}

export function useReplaceAdminSliderImage() {
  return useSliderWrite(replaceAdminSliderImage);
}

import type { SliderWriteBody, AdminSliderWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useSliderWrite } from './use-slider-write';

export interface NewSlide {
  fields: SliderWriteBody;
  image: File;
  onProgress?: (percent: number) => void;
}

/** `POST /api/admin/catalog/sliders` (multipart): the slide's fields as form fields plus the `image` file. */
export function createAdminSlider({ fields, image, onProgress }: NewSlide) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  form.append('image', image);
  return api.upload<AdminSliderWriteResponse>(`${CATALOG_API}/sliders`, form, { onProgress });
}

export function useCreateAdminSlider() {
  return useSliderWrite(createAdminSlider);
}

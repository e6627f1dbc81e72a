import type { SliderWriteBody, AdminSliderWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useSliderWrite } from './use-slider-write';

/** `PUT /api/admin/catalog/sliders/:id` (JSON fields; the picture is replaced separately). */
export function updateAdminSlider({ id, body }: { id: number; body: SliderWriteBody }) {
  return api.put<AdminSliderWriteResponse>(`${CATALOG_API}/sliders/${id}`, body);
}

export function useUpdateAdminSlider() {
  return useSliderWrite(updateAdminSlider);
}

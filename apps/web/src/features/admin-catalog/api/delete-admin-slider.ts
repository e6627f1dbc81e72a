import type { MessageResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useSliderWrite } from './use-slider-write';

/** `DELETE /api/admin/catalog/sliders/:id` */
export function deleteAdminSlider({ id }: { id: number }) {
  return api.delete<MessageResponse>(`${CATALOG_API}/sliders/${id}`);
}

export function useDeleteAdminSlider() {
  return useSliderWrite(deleteAdminSlider);
}

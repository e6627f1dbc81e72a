import type { MessageResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useCategoryWrite } from './use-category-write';

/** `DELETE /api/admin/catalog/categories/:id` (refused with 422 while products are in it). */
export function deleteAdminCategory({ id }: { id: number }) {
  return api.delete<MessageResponse>(`${CATALOG_API}/categories/${id}`);
}

export function useDeleteAdminCategory() {
  return useCategoryWrite(deleteAdminCategory);
}

import type { CategoryWriteBody, AdminCategoryWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useCategoryWrite } from './use-category-write';

/** `PUT /api/admin/catalog/categories/:id` */
export function updateAdminCategory({ id, body }: { id: number; body: CategoryWriteBody }) {
  return api.put<AdminCategoryWriteResponse>(`${CATALOG_API}/categories/${id}`, body);
}

export function useUpdateAdminCategory() {
  return useCategoryWrite(updateAdminCategory);
}

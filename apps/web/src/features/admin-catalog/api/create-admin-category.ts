import type { CategoryWriteBody, AdminCategoryWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API } from './query-keys';
import { useCategoryWrite } from './use-category-write';

/** `POST /api/admin/catalog/categories` */
export function createAdminCategory(body: CategoryWriteBody) {
  return api.post<AdminCategoryWriteResponse>(`${CATALOG_API}/categories`, body);
}

export function useCreateAdminCategory() {
  return useCategoryWrite(createAdminCategory);
}

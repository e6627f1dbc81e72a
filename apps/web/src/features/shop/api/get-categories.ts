import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryListResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { shopKeys } from './keys';

/** `GET /api/categories`: every category (name, Bengali name, logo). */
export function getCategories(signal?: AbortSignal): Promise<CategoryListResponse> {
  return api.get<CategoryListResponse>('/api/categories', { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

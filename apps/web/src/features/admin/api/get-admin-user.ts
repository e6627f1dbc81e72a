import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/users/:id` */
export function getAdminUser(id: number, signal?: AbortSignal) {
  return api.get<AdminUserDetail>(`/api/admin/users/${id}`, { signal });
}

export function adminUserQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => getAdminUser(id, signal),
    staleTime: 15_000,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useAdminUser(id: number) {
  return useQuery(adminUserQueryOptions(id));
}

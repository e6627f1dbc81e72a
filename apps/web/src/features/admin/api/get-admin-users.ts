import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersQuery, AdminUsersResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/users?search=&role=&status=&page=` */
export function getAdminUsers(filters: AdminUsersQuery, signal?: AbortSignal) {
  return api.get<AdminUsersResponse>('/api/admin/users', {
    query: { search: filters.search, role: filters.role, status: filters.status, page: filters.page },
    signal,
  });
}

export function adminUsersQueryOptions(filters: AdminUsersQuery) {
  return queryOptions({
    queryKey: adminKeys.userList(filters),
    queryFn: ({ signal }) => getAdminUsers(filters, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAdminUsers(filters: AdminUsersQuery) {
  return useQuery(adminUsersQueryOptions(filters));
}

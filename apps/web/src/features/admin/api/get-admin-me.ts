import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMeResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/me`: the staff member and the back-office sections they may open. */
export function getAdminMe(signal?: AbortSignal) {
  return api.get<AdminMeResponse>('/api/admin/me', { signal });
}

export function adminMeQueryOptions() {
  return queryOptions({ queryKey: adminKeys.me(), queryFn: ({ signal }) => getAdminMe(signal), staleTime: 5 * 60_000 });
}

export function useAdminMe() {
  return useQuery(adminMeQueryOptions());
}

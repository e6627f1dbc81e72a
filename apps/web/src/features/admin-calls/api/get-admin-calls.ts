import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCallsQuery, AdminCallsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

const CALLS_API = '/api/admin/calls';

export const adminCallsKeys = {
  all: ['admin', 'calls'] as const,
  list: (query: AdminCallsQuery) => [...adminCallsKeys.all, 'list', query] as const,
};

/** `GET /api/admin/calls?status&booking_id&page` (Admin): every call, newest first. */
export function getAdminCalls(query: AdminCallsQuery, signal?: AbortSignal) {
  return api.get<AdminCallsResponse>(CALLS_API, { query: { ...query }, signal });
}

export function useAdminCalls(query: AdminCallsQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminCallsKeys.list(query),
      queryFn: ({ signal }) => getAdminCalls(query, signal),
      placeholderData: keepPreviousData,
      // Calls ring and end on their own: the log refreshes while it is open.
      refetchInterval: 15_000,
    }),
  );
}

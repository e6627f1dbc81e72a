import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminEarningsQuery, AdminEarningsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { EARNINGS_API, bookingsKeys } from './query-keys';

/** `GET /api/admin/referral-earnings?page&status` (20 a page, newest first). */
export function getAdminEarnings(query: AdminEarningsQuery, signal?: AbortSignal) {
  return api.get<AdminEarningsResponse>(EARNINGS_API, {
    query: { status: query.status, page: query.page },
    signal,
  });
}

export function useAdminEarnings(query: AdminEarningsQuery) {
  return useQuery({
    queryKey: bookingsKeys.earningList(query),
    queryFn: ({ signal }) => getAdminEarnings(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminApplicationSummary, Paginated } from '@nirog/contracts';
import type { ApplicationsQuery } from './query-keys';
import { api } from '../../../lib/api-client';
import { APPLICATIONS_API, providerReviewKeys } from './query-keys';

export type AdminApplicationsResponse = Paginated<AdminApplicationSummary>;

/**
 * `GET /api/admin/provider-applications?kind&status&page`: pending first, the longest waiting (overdue
 * past the 24-hour promise) on top.
 */
export function getAdminApplications(query: ApplicationsQuery, signal?: AbortSignal) {
  return api.get<AdminApplicationsResponse>(APPLICATIONS_API, {
    query: { kind: query.kind, status: query.status, page: query.page },
    signal,
  });
}

export function adminApplicationsQueryOptions(query: ApplicationsQuery) {
  return queryOptions({
    queryKey: providerReviewKeys.list(query),
    queryFn: ({ signal }) => getAdminApplications(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    // The waiting times move on: read them again every minute while the queue is open.
    refetchInterval: 60_000,
  });
}

export function useAdminApplications(query: ApplicationsQuery) {
  return useQuery(adminApplicationsQueryOptions(query));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminJobsQuery, AdminJobsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { JOBS_API, jobsKeys } from './query-keys';

/** `GET /api/admin/jobs?status&page` (Admin): background jobs, the most recently changed first. */
export function getAdminJobs(query: AdminJobsQuery, signal?: AbortSignal) {
  return api.get<AdminJobsResponse>(JOBS_API, { query: { ...query }, signal });
}

export function adminJobsQueryOptions(query: AdminJobsQuery) {
  return queryOptions({
    queryKey: jobsKeys.list(query),
    queryFn: ({ signal }) => getAdminJobs(query, signal),
    placeholderData: keepPreviousData,
    // Jobs move on their own: the list refreshes while it is open.
    refetchInterval: 10_000,
  });
}

export function useAdminJobs(query: AdminJobsQuery) {
  return useQuery(adminJobsQueryOptions(query));
}

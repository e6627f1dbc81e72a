import type { AdminJobsQuery } from '@nirog/contracts';

export const JOBS_API = '/api/admin/jobs';

/** Cache keys of the back office's jobs page. */
export const jobsKeys = {
  all: ['admin', 'jobs'] as const,
  list: (query: AdminJobsQuery) => [...jobsKeys.all, 'list', query] as const,
};

import type { RouteObject } from 'react-router';

/**
 * Background jobs (Admin), as children of `/admin`: the app puts them inside the back-office layout
 * with `buildAdminRoutes(...)`. The page loads on demand; the server refuses everyone but Admins.
 */
export const adminJobsRoutes: RouteObject[] = [
  { path: 'jobs', lazy: async () => ({ Component: (await import('./pages/admin-jobs-page')).AdminJobsPage }) },
];

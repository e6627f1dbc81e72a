import type { RouteObject } from 'react-router';

/** The call log (Admin), as a child of `/admin` inside the back-office layout. */
export const adminCallsRoutes: RouteObject[] = [
  { path: 'calls', lazy: async () => ({ Component: (await import('./pages/admin-calls-page')).AdminCallsPage }) },
];

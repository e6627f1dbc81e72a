import type { RouteObject } from 'react-router';

/**
 * The review of provider applications (Admin), as children of `/admin`: the app puts them inside the
 * back-office layout with `buildAdminRoutes(...)`. Every page loads on demand.
 */
export const adminProvidersRoutes: RouteObject[] = [
  {
    path: 'providers',
    lazy: async () => ({ Component: (await import('./pages/admin-applications-page')).AdminApplicationsPage }),
  },
  {
    path: 'providers/:id',
    lazy: async () => ({ Component: (await import('./pages/admin-application-page')).AdminApplicationPage }),
  },
];

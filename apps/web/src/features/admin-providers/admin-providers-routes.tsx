import type { RouteObject } from 'react-router';
import { withTranslations } from '../../i18n';

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
    // The profile is worded as the provider's dashboard words it (the provider translations).
    lazy: withTranslations('provider', async () => ({
      Component: (await import('./pages/admin-application-page')).AdminApplicationPage,
    })),
  },
];

import type { RouteObject } from 'react-router';
import { providerAreaRoute } from '../../components/provider-dashboard/area-route';
import { withTranslations } from '../../i18n';

/**
 * The ambulance area (spec 3, "Ambulance area"), login required: the profile at /sp/ambulance and the
 * Booking List at /sp/ambulance/bookings; other paths not found.
 */
export const ambulanceDashboardRoutes: RouteObject[] = [
  providerAreaRoute('ambulance', async () => (await import('./pages/ambulance-profile-page')).AmbulanceProfilePage, [
    {
      path: 'bookings',
      link: 'providerDashboard.links.ambulanceBookings',
      lazy: withTranslations(
        'careBookings',
        withTranslations('bookings', () => import('./pages/ambulance-bookings-page')),
      ),
    },
  ]),
];

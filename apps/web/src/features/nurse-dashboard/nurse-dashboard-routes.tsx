import type { RouteObject } from 'react-router';
import { providerAreaRoute } from '../../components/provider-dashboard/area-route';
import { withTranslations } from '../../i18n';

/**
 * The nurse's area (spec 3, "Nurse area"), login required: the profile at /sp/nurse and the Appointment
 * List at /sp/nurse/appointments; other paths not found.
 */
export const nurseDashboardRoutes: RouteObject[] = [
  providerAreaRoute('nurse', async () => (await import('./pages/nurse-profile-page')).NurseProfilePage, [
    {
      path: 'appointments',
      link: 'providerDashboard.links.nurseAppointments',
      lazy: withTranslations(
        'careBookings',
        withTranslations('bookings', () => import('./pages/nurse-appointments-page')),
      ),
    },
  ]),
];

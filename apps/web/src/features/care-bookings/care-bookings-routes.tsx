import type { RouteObject } from 'react-router';
import { withTranslations } from '../../i18n';

/** The pages' own texts plus the shared booking words (statuses, dates) and, for the ID drops, the upload words. */
const careBookings = <T,>(load: () => Promise<T>) =>
  withTranslations('careBookings', withTranslations('bookings', withTranslations('provider', load)));

/** Login-required booking forms (spec 2 "Booking forms"). */
export const careBookingsPrivateRoutes: RouteObject[] = [
  { path: 'nurse-appointment/nurse/:id/now', lazy: careBookings(() => import('./pages/nurse-booking-page')) },
  { path: 'ambulance-booking/ambulance/:id/now', lazy: careBookings(() => import('./pages/ambulance-booking-page')) },
];

/** Children of /profile: the patient's nurse and ambulance lists. */
export const careBookingsProfileRoutes: RouteObject[] = [
  {
    path: 'my-nurse-appointment',
    lazy: careBookings(async () => ({
      Component: (await import('./pages/my-care-bookings-page')).MyNurseAppointmentsPage,
    })),
  },
  {
    path: 'my-ambulance-booking',
    lazy: careBookings(async () => ({
      Component: (await import('./pages/my-care-bookings-page')).MyAmbulanceBookingsPage,
    })),
  },
];

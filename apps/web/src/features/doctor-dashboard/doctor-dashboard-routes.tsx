import type { RouteObject } from 'react-router';
import { providerAreaRoute, type AreaPage } from '../../components/provider-dashboard/area-route';
import { withTranslations } from '../../i18n';
import { DOCTOR_LIST_KINDS, LIST_SEGMENT, type DoctorListKind } from './api/doctor-bookings';

const LINKS: Record<DoctorListKind, string> = {
  appointment: 'providerDashboard.links.doctorAppointments',
  audio: 'providerDashboard.links.doctorAudio',
  video: 'providerDashboard.links.doctorVideo',
};

/** Each list and its detail screen (spec 3 "Doctor area"), with the doctor-day translations. */
const bookingPages: AreaPage[] = DOCTOR_LIST_KINDS.flatMap((kind) => [
  {
    path: LIST_SEGMENT[kind],
    link: LINKS[kind],
    lazy: withTranslations('doctorDay', async () => {
      const { DoctorBookingsPage } = await import('./pages/doctor-bookings-page');
      return { Component: () => <DoctorBookingsPage kind={kind} /> };
    }),
  },
  {
    path: `${LIST_SEGMENT[kind]}/:id/view`,
    // The bookings part carries the shared slot picker's words (the reschedule).
    lazy: withTranslations(
      'doctorDay',
      withTranslations('bookings', async () => {
        const { DoctorBookingPage } = await import('./pages/doctor-booking-page');
        return { Component: () => <DoctorBookingPage kind={kind} /> };
      }),
    ),
  },
]);

/**
 * The doctor's area (spec 3, "Doctor area"), login required: the profile at /sp/doctor, the appointment,
 * audio and video lists with their detail screens; other paths not found.
 */
export const doctorDashboardRoutes: RouteObject[] = [
  providerAreaRoute(
    'doctor',
    async () => (await import('./pages/doctor-profile-page')).DoctorProfilePage,
    bookingPages,
  ),
];

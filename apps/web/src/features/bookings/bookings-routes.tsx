import type { RouteObject } from 'react-router';
import { withTranslations } from '../../i18n';
import type { DoctorBookingForm, DoctorBookingKind } from './booking-services';

const bookings = <T,>(load: () => Promise<T>) => withTranslations('bookings', load);

const bookingForm = (form: DoctorBookingForm) =>
  bookings(async () => {
    const { DoctorBookingPage } = await import('./pages/doctor-booking-page');
    return { Component: () => <DoctorBookingPage form={form} /> };
  });
const myBookings = (kind: DoctorBookingKind) =>
  bookings(async () => {
    const { MyBookingsPage } = await import('./pages/my-bookings-page');
    return { Component: () => <MyBookingsPage kind={kind} /> };
  });
const reviewPage = bookings(() => import('./pages/review-page'));

/** Login-required pages in the site layout: the booking forms and the review page (spec 2 section 2). */
export const bookingsPrivateRoutes: RouteObject[] = [
  { path: 'bd-doctor-appointment/doctor/:id/now', lazy: bookingForm('bd') },
  { path: 'in-doctor-appointment/doctor/:id/now', lazy: bookingForm('in') },
  { path: 'video-consultancy/doctor/:id/now', lazy: bookingForm('video') },
  { path: 'audio-consultancy/doctor/:id/now', lazy: bookingForm('audio') },
  { path: 'add-review', lazy: reviewPage },
  { path: 'doctor/review/:id', lazy: reviewPage },
];

/** Children of /profile: the booking lists and the referral earnings. */
export const bookingsProfileRoutes: RouteObject[] = [
  { path: 'my-doctor-appointment', lazy: myBookings('appointment') },
  { path: 'my-video-consultancy', lazy: myBookings('video') },
  { path: 'my-audio-consultancy', lazy: myBookings('audio') },
  { path: 'my-broker-earnings', lazy: bookings(() => import('./pages/broker-earnings-page')) },
];

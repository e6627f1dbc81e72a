import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { MyConsultancy, MyDoctorAppointment, Paginated } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { BOOKING_LISTS, type DoctorBookingKind } from '../booking-services';
import { bookingsKeys } from './keys';

/** A page of appointments (`my-appointment`) or of consultations (the audio and video lists). */
export type MyBookingsPage = Paginated<MyDoctorAppointment | MyConsultancy>;

/** One page of the patient's bookings of a kind (spec 2 section 7), read again on every visit. */
export function useMyBookings(kind: DoctorBookingKind, page: number) {
  return useQuery({
    queryKey: bookingsKeys.mine(kind, page),
    queryFn: ({ signal }) => api.get<MyBookingsPage>(BOOKING_LISTS[kind].endpoint, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** `GET /api/auth/prescription/{bookingId}/download-pdf`: the consultation's prescription, downloaded. */
export function useDownloadPrescription() {
  return useMutation({
    mutationFn: (bookingId: number) =>
      api.download(`/api/auth/prescription/${bookingId}/download-pdf`, `prescription-${bookingId}.pdf`),
  });
}

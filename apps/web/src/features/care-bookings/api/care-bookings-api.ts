import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  CARE_BOOKING_API,
  type AmbulanceBookingAnswer,
  type AmbulanceBookingBody,
  type BookingAnswer,
  type MyAmbulanceBooking,
  type MyNurseAppointment,
  type Paginated,
} from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/** Every cache key of the patient's nurse and ambulance bookings. */
export const careBookingsKeys = {
  all: ['care-bookings'] as const,
  nurse: (page: number) => [...careBookingsKeys.all, 'nurse', page] as const,
  ambulance: (page: number) => [...careBookingsKeys.all, 'ambulance', page] as const,
};

/** `POST /api/auth/nurse-appointment/{id}/appointment` (multipart, with the upload's progress). */
export function useBookNurse(nurseId: number, onProgress: (percent: number) => void) {
  return useMutation({
    mutationFn: (body: FormData) =>
      api.upload<BookingAnswer>(CARE_BOOKING_API.bookNurse(nurseId), body, { onProgress }),
  });
}

/** `POST /api/ambulance/user/booking-now/{id}`. */
export function useBookAmbulance(ambulanceId: number) {
  return useMutation({
    mutationFn: (body: AmbulanceBookingBody) =>
      api.post<AmbulanceBookingAnswer>(CARE_BOOKING_API.bookAmbulance(ambulanceId), body),
  });
}

/** One page of the patient's nurse appointments, read again on every visit. */
export function useMyNurseAppointments(page: number) {
  return useQuery({
    queryKey: careBookingsKeys.nurse(page),
    queryFn: ({ signal }) =>
      api.get<Paginated<MyNurseAppointment>>(CARE_BOOKING_API.myNurseAppointments, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** One page of the patient's ambulance bookings, read again on every visit. */
export function useMyAmbulanceBookings(page: number) {
  return useQuery({
    queryKey: careBookingsKeys.ambulance(page),
    queryFn: ({ signal }) =>
      api.get<Paginated<MyAmbulanceBooking>>(CARE_BOOKING_API.myAmbulanceBookings, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

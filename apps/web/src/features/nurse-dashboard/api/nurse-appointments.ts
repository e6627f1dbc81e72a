import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARE_BOOKING_API,
  type AgreedPriceBody,
  type NurseBooking,
  type NurseBookingAnswer,
  type Paginated,
} from '@nirog/contracts';
import { api } from '../../../lib/api-client';

const keys = {
  all: ['nurse-appointments'] as const,
  page: (page: number) => [...keys.all, page] as const,
};

/** `GET /api/nurse/appointment/appointments`: a page of the nurse's appointments. */
export function useNurseAppointments(page: number) {
  return useQuery({
    queryKey: keys.page(page),
    queryFn: ({ signal }) =>
      api.get<Paginated<NurseBooking>>(CARE_BOOKING_API.nurseAppointments, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Writes one appointment's new state into the cached pages, then reads the list again. */
function useAppointmentChange<V>(send: (value: V) => Promise<NurseBookingAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** `PUT /api/nurse/appointment/{id}/make-completed` (only from Ready). */
export const useCompleteAppointment = (id: number) =>
  useAppointmentChange<void>(() => api.put<NurseBookingAnswer>(CARE_BOOKING_API.nurseComplete(id)));

/** `PUT /api/nurse/appointment/{id}/agreed-price`: the price agreed for a booking of several days. */
export const useAgreePrice = (id: number) =>
  useAppointmentChange<AgreedPriceBody>((body) =>
    api.put<NurseBookingAnswer>(CARE_BOOKING_API.nurseAgreedPrice(id), body),
  );

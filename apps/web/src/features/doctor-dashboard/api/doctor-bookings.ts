import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DoctorBooking, DoctorBookingAnswer, Paginated } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/** The doctor's three booking lists (spec 3 "Doctor area"). */
export type DoctorListKind = 'appointment' | 'audio' | 'video';
export const DOCTOR_LIST_KINDS: DoctorListKind[] = ['appointment', 'audio', 'video'];

/** Each list's segment, in the web address and in the API's list, item and action paths. */
export const LIST_SEGMENT: Record<DoctorListKind, string> = {
  appointment: 'appointment',
  audio: 'audio-consultancy',
  video: 'video-consultancy',
};
const API = '/api/doctor/appointment';
const listPath = (kind: DoctorListKind) => `${API}/${kind === 'appointment' ? 'appointments' : LIST_SEGMENT[kind]}`;
const showPath = (kind: DoctorListKind, id: number) =>
  kind === 'appointment' ? `${API}/${id}/show` : `${API}/${LIST_SEGMENT[kind]}/${id}/show`;

export const webListPath = (kind: DoctorListKind) => `/sp/doctor/${LIST_SEGMENT[kind]}`;
export const webDetailPath = (kind: DoctorListKind, id: number) => `${webListPath(kind)}/${id}/view`;

export interface DoctorListFilter {
  page: number;
  /** One day's chamber list, by serial (appointments only). */
  date?: string;
}

const keys = {
  lists: (kind: DoctorListKind) => ['doctor-dashboard', 'bookings', kind] as const,
  list: (kind: DoctorListKind, filter: DoctorListFilter) => ['doctor-dashboard', 'bookings', kind, filter] as const,
  item: (kind: DoctorListKind, id: number) => ['doctor-dashboard', 'booking', kind, id] as const,
};

/** `GET /api/doctor/appointment/{appointments|audio-consultancy|video-consultancy}?page=&date=`. */
export function useDoctorBookings(kind: DoctorListKind, filter: DoctorListFilter) {
  return useQuery(
    queryOptions({
      queryKey: keys.list(kind, filter),
      queryFn: ({ signal }) =>
        api.get<Paginated<DoctorBooking>>(listPath(kind), { query: { page: filter.page, date: filter.date }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/**
 * `GET .../{id}/show`; the row the list passed along shows at once while the full item loads.
 */
export function useDoctorBooking(kind: DoctorListKind, id: number, passed?: DoctorBooking) {
  return useQuery(
    queryOptions({
      queryKey: keys.item(kind, id),
      queryFn: async ({ signal }) => (await api.get<DoctorBookingAnswer>(showPath(kind, id), { signal })).appointment,
      placeholderData: passed?.id === id && passed.kind === kind ? passed : undefined,
      retry: false,
    }),
  );
}

/** A change to one booking: the screen shows the item the server returns and the lists reload. */
function useBookingChange<V>(kind: DoctorListKind, id: number, send: (vars: V) => Promise<DoctorBookingAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      client.setQueryData(keys.item(kind, id), answer.appointment);
      void client.invalidateQueries({ queryKey: keys.lists(kind) });
    },
  });
}

/** `PUT .../{id}/make-completed` (only from Ready). */
export const useMakeCompleted = (kind: DoctorListKind, id: number) =>
  useBookingChange<void>(kind, id, () =>
    api.put<DoctorBookingAnswer>(`${API}/${LIST_SEGMENT[kind]}/${id}/make-completed`),
  );

/** `PUT /api/doctor/appointment/appointment/update/{id}/serial-no` (a number taken that day is a 422). */
export const useUpdateSerial = (id: number) =>
  useBookingChange<{ serial_no: number }>('appointment', id, (body) =>
    api.put<DoctorBookingAnswer>(`${API}/appointment/update/${id}/serial-no`, body),
  );

/** `PUT /api/doctor/appointment/appointment/update/{id}/schedule`: a free slot of the doctor's day. */
export const useUpdateSchedule = (id: number) =>
  useBookingChange<{ app_date: string; app_time: string }>('appointment', id, (body) =>
    api.put<DoctorBookingAnswer>(`${API}/appointment/update/${id}/schedule`, body),
  );

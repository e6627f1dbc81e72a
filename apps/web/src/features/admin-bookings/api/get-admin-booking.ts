import { useQuery } from '@tanstack/react-query';
import type { AdminBookingDetail } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { BOOKINGS_API, bookingsKeys } from './query-keys';

/** `GET /api/admin/bookings/:id`: the booking with its fee breakdown and history. */
export function getAdminBooking(id: number, signal?: AbortSignal) {
  return api.get<AdminBookingDetail>(`${BOOKINGS_API}/${id}`, { signal });
}

export function useAdminBooking(id: number) {
  return useQuery({
    queryKey: bookingsKeys.booking(id),
    queryFn: ({ signal }) => getAdminBooking(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingsQuery, AdminBookingsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { BOOKINGS_API, bookingsKeys } from './query-keys';

/**
 * `GET /api/admin/bookings?page&kind&status&payment_status&date&provider&patient&refund_due`
 * (20 a page, newest first).
 */
export function getAdminBookings(query: AdminBookingsQuery, signal?: AbortSignal) {
  return api.get<AdminBookingsResponse>(BOOKINGS_API, {
    query: {
      kind: query.kind,
      status: query.status,
      payment_status: query.payment_status,
      date: query.date,
      provider: query.provider,
      patient: query.patient,
      refund_due: query.refund_due,
      page: query.page,
    },
    signal,
  });
}

export function useAdminBookings(query: AdminBookingsQuery) {
  return useQuery(
    queryOptions({
      queryKey: bookingsKeys.bookingList(query),
      queryFn: ({ signal }) => getAdminBookings(query, signal),
      // Keep the current page on screen while the next one loads.
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  );
}

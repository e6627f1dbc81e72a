import type { AdminBookingWriteResponse, AdminCancelBookingBody } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { BOOKINGS_API } from './query-keys';
import { useBookingWrite } from './use-booking-write';

/** `POST /api/admin/bookings/:id/cancel` {reason}: Pending or Ready only; a paid one is flagged for refund. */
export function cancelAdminBooking({ id, ...body }: AdminCancelBookingBody & { id: number }) {
  return api.post<AdminBookingWriteResponse>(`${BOOKINGS_API}/${id}/cancel`, body);
}

export function useCancelAdminBooking() {
  return useBookingWrite(cancelAdminBooking);
}

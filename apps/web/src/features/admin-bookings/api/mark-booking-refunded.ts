import type { AdminBookingWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { BOOKINGS_API } from './query-keys';
import { useBookingWrite } from './use-booking-write';

/** `POST /api/admin/bookings/:id/refunded`: staff gave the money back (only while a refund is due). */
export function markBookingRefunded(id: number) {
  return api.post<AdminBookingWriteResponse>(`${BOOKINGS_API}/${id}/refunded`, {});
}

export function useMarkBookingRefunded() {
  return useBookingWrite(markBookingRefunded);
}

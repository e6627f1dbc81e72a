import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CARE_BOOKING_API,
  type AdminBookingWriteResponse,
  type AdminServiceChargeOwner,
  type Paginated,
} from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { bookingsKeys } from './query-keys';
import { useBookingWrite } from './use-booking-write';

/** `PUT /api/admin/bookings/:id/agreed-price`: staff set the negotiated price of a nurse booking of several days. */
export function useSetAgreedPrice() {
  return useBookingWrite(({ id, price }: { id: number; price: number }) =>
    api.put<AdminBookingWriteResponse>(CARE_BOOKING_API.adminAgreedPrice(id), { price }),
  );
}

/** `GET /api/admin/service-charges`: ambulance owners with unpaid service charges, largest debt first. */
export function useServiceCharges(page: number) {
  return useQuery({
    queryKey: [...bookingsKeys.all, 'service-charges', page],
    queryFn: ({ signal }) =>
      api.get<Paginated<AdminServiceChargeOwner>>(CARE_BOOKING_API.adminServiceCharges, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARE_BOOKING_API,
  type AmbulanceCompleteAnswer,
  type AmbulanceProviderBooking,
  type Paginated,
  type ServiceChargeRule,
} from '@nirog/contracts';
import { api } from '../../../lib/api-client';

export const ambulanceBookingsKeys = {
  all: ['ambulance-bookings'] as const,
  page: (page: number) => [...ambulanceBookingsKeys.all, page] as const,
  rule: ['ambulance-service-charge'] as const,
};

/** `GET /api/ambulance/user/ambulance-bookings`: a page of the owner's bookings. */
export function useAmbulanceBookings(page: number) {
  return useQuery({
    queryKey: ambulanceBookingsKeys.page(page),
    queryFn: ({ signal }) =>
      api.get<Paginated<AmbulanceProviderBooking>>(CARE_BOOKING_API.ambulanceBookings, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** How the service charge is reckoned (a percent charge asks the fare when completing). */
export function useServiceChargeRule() {
  return useQuery({
    queryKey: ambulanceBookingsKeys.rule,
    queryFn: ({ signal }) => api.get<ServiceChargeRule>(CARE_BOOKING_API.serviceChargeRule, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `POST /api/ambulance/provider/update-completed/{bookingId}` (with the fare when the charge is a percent). */
export function useCompleteBooking(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fare?: number) =>
      api.post<AmbulanceCompleteAnswer>(
        CARE_BOOKING_API.ambulanceComplete(id),
        fare === undefined ? undefined : { fare },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: ambulanceBookingsKeys.all }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { FreeSlotsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { bookingsKeys } from './keys';

/**
 * `GET /api/doctor-appointment/{id}/free-slots?date=` (public): the day's slots, each free or taken. Read
 * again on every visit of the day (others book meanwhile).
 */
export function useFreeSlots(doctorId: number, date: string | null) {
  return useQuery({
    queryKey: bookingsKeys.freeSlots(doctorId, date ?? ''),
    queryFn: ({ signal }) =>
      api.get<FreeSlotsResponse>(`/api/doctor-appointment/${doctorId}/free-slots`, { query: { date }, signal }),
    enabled: date !== null,
    staleTime: 0,
  });
}

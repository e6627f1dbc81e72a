import { useQuery } from '@tanstack/react-query';
import type { AmbulanceDetailResponse, NurseDetailResponse } from '@nirog/contracts';
import { LISTING_API } from '@nirog/contracts/constants';
import { api } from '../../lib/api-client';

/**
 * `GET /api/nurse-appointment/{id}`: a nurse's profile (the profile page and the booking form share it);
 * no call for an id that is not a number.
 */
export function useNurseDetail(id: number | null) {
  return useQuery({
    queryKey: ['listing', 'nurse', id],
    queryFn: ({ signal }) => api.get<NurseDetailResponse>(LISTING_API.nurse(id ?? 0), { signal }),
    enabled: id !== null,
    retry: false,
  });
}

/** `GET /api/ambulance-booking/{id}`: an ambulance's profile (the profile page and the booking form share it). */
export function useAmbulanceDetail(id: number | null) {
  return useQuery({
    queryKey: ['listing', 'ambulance', id],
    queryFn: ({ signal }) => api.get<AmbulanceDetailResponse>(LISTING_API.ambulance(id ?? 0), { signal }),
    enabled: id !== null,
    retry: false,
  });
}

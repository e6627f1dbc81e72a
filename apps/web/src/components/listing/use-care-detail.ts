import type { AmbulanceDetailResponse, NurseDetailResponse } from '@nirog/contracts';
import { LISTING_API } from '@nirog/contracts/constants';
import { providerDetailQueryOptions, useProviderDetail } from './provider-detail';

/** `GET /api/nurse-appointment/{id}`: a nurse's profile call. */
export const nurseDetailQueryOptions = (id: number | null) =>
  providerDetailQueryOptions<NurseDetailResponse>(['listing', 'nurse', id], LISTING_API.nurse(id ?? 0), id);

/** `GET /api/ambulance-booking/{id}`: an ambulance's profile call. */
export const ambulanceDetailQueryOptions = (id: number | null) =>
  providerDetailQueryOptions<AmbulanceDetailResponse>(['listing', 'ambulance', id], LISTING_API.ambulance(id ?? 0), id);

/**
 * A nurse's profile (the profile page and the booking form share it); no call for an id that is not a number.
 */
export function useNurseDetail(id: number | null) {
  return useProviderDetail(nurseDetailQueryOptions(id));
}

/** An ambulance's profile (the profile page and the booking form share it). */
export function useAmbulanceDetail(id: number | null) {
  return useProviderDetail(ambulanceDetailQueryOptions(id));
}

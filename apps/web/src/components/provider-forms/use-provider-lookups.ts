import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountrySpecialistHospitalResponse } from '@nirog/contracts';
import { api } from '../../lib/api-client';

/**
 * `GET /api/load-country-with-other-child-specialist-list`: countries (each with its districts and
 * sub-districts, or states), specialists and hospitals, for the provider forms (join wizards and dashboards).
 */
export function getProviderLookups(signal?: AbortSignal): Promise<CountrySpecialistHospitalResponse> {
  return api.get<CountrySpecialistHospitalResponse>('/api/load-country-with-other-child-specialist-list', { signal });
}

export const providerLookupsQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'country-specialist-hospital'] as const,
    queryFn: ({ signal }) => getProviderLookups(signal),
    // Reference data: it changes with a release, not while a form is open.
    staleTime: 60 * 60_000,
  });

export function useProviderLookups() {
  return useQuery(providerLookupsQueryOptions());
}

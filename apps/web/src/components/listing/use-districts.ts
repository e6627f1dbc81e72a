import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DistrictListResponse } from '@nirog/contracts';
import { api } from '../../lib/api-client';

/** `GET /api/load-district-with-sub-district`: Bangladesh's districts with sub-districts (nurse and ambulance filters). */
export const districtsQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'district-with-sub-district'],
    queryFn: ({ signal }) => api.get<DistrictListResponse>('/api/load-district-with-sub-district', { signal }),
    staleTime: 60 * 60_000,
  });

export function useDistricts() {
  return useQuery(districtsQueryOptions());
}

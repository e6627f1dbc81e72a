import { useQuery } from '@tanstack/react-query';
import {
  LISTING_API,
  type AmbulanceCard,
  type AmbulanceDetailResponse,
  type AmbulanceListQueryInput,
} from '@nirog/contracts';
import { useListingQuery } from '../../../components/listing/use-listing-query';
import { api } from '../../../lib/api-client';

/** `GET /api/ambulance-booking`: a page of ambulances. */
export function useAmbulanceList(query: AmbulanceListQueryInput & Record<string, string | number | undefined>) {
  return useListingQuery<AmbulanceCard>('ambulances', LISTING_API.ambulances, query);
}

/** `GET /api/ambulance-booking/{id}`; no call for an id that is not a number. */
export function useAmbulanceDetail(id: number | null) {
  return useQuery({
    queryKey: ['listing', 'ambulance', id],
    queryFn: ({ signal }) => api.get<AmbulanceDetailResponse>(LISTING_API.ambulance(id ?? 0), { signal }),
    enabled: id !== null,
    retry: false,
  });
}

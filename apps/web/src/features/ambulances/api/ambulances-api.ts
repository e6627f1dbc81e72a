import { LISTING_API, type AmbulanceCard, type AmbulanceListQueryInput } from '@nirog/contracts';
import { useListingQuery } from '../../../components/listing/use-listing-query';

export { useAmbulanceDetail } from '../../../components/listing/use-care-detail';

/** `GET /api/ambulance-booking`: a page of ambulances. */
export function useAmbulanceList(query: AmbulanceListQueryInput & Record<string, string | number | undefined>) {
  return useListingQuery<AmbulanceCard>('ambulances', LISTING_API.ambulances, query);
}

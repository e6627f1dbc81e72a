import type { AmbulanceCard, AmbulanceListQueryInput } from '@nirog/contracts';
import { LISTING_API } from '@nirog/contracts/constants';
import { listingQueryOptions, useListingPage } from '../../../components/listing/use-listing-query';

export { ambulanceDetailQueryOptions, useAmbulanceDetail } from '../../../components/listing/use-care-detail';

type AmbulanceListQuery = AmbulanceListQueryInput & Record<string, string | number | undefined>;

/** `GET /api/ambulance-booking`: a page of ambulances. */
export const ambulanceListQuery = (query: AmbulanceListQuery) =>
  listingQueryOptions<AmbulanceCard>('ambulances', LISTING_API.ambulances, query);
export const useAmbulanceList = (query: AmbulanceListQuery) => useListingPage(ambulanceListQuery(query));

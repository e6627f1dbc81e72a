import type { NurseCard, NurseListQueryInput } from '@nirog/contracts';
import { LISTING_API } from '@nirog/contracts/constants';
import { listingQueryOptions, useListingPage } from '../../../components/listing/use-listing-query';

export { nurseDetailQueryOptions, useNurseDetail } from '../../../components/listing/use-care-detail';

type NurseListQuery = NurseListQueryInput & Record<string, string | number | undefined>;

/** `GET /api/nurses-appointment`: a page of nurses. */
export const nurseListQuery = (query: NurseListQuery) =>
  listingQueryOptions<NurseCard>('nurses', LISTING_API.nurses, query);
export const useNurseList = (query: NurseListQuery) => useListingPage(nurseListQuery(query));

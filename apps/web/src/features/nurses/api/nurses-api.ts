import { LISTING_API, type NurseCard, type NurseListQueryInput } from '@nirog/contracts';
import { useListingQuery } from '../../../components/listing/use-listing-query';

export { useNurseDetail } from '../../../components/listing/use-care-detail';

/** `GET /api/nurses-appointment`: a page of nurses. */
export function useNurseList(query: NurseListQueryInput & Record<string, string | number | undefined>) {
  return useListingQuery<NurseCard>('nurses', LISTING_API.nurses, query);
}

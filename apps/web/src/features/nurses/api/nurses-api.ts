import { useQuery } from '@tanstack/react-query';
import { LISTING_API, type NurseCard, type NurseDetailResponse, type NurseListQueryInput } from '@nirog/contracts';
import { useListingQuery } from '../../../components/listing/use-listing-query';
import { api } from '../../../lib/api-client';

/** `GET /api/nurses-appointment`: a page of nurses. */
export function useNurseList(query: NurseListQueryInput & Record<string, string | number | undefined>) {
  return useListingQuery<NurseCard>('nurses', LISTING_API.nurses, query);
}

/** `GET /api/nurse-appointment/{id}`; no call for an id that is not a number. */
export function useNurseDetail(id: number | null) {
  return useQuery({
    queryKey: ['listing', 'nurse', id],
    queryFn: ({ signal }) => api.get<NurseDetailResponse>(LISTING_API.nurse(id ?? 0), { signal }),
    enabled: id !== null,
    retry: false,
  });
}

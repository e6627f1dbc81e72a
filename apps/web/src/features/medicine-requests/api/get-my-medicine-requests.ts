import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyMedicineRequestsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { medicineRequestsKeys } from './keys';

/** `GET /api/auth/medicine-request/index?page=N`: the user's requests, newest first, 10 a page. */
export function getMyMedicineRequests(page: number, signal?: AbortSignal): Promise<MyMedicineRequestsResponse> {
  return api.get<MyMedicineRequestsResponse>('/api/auth/medicine-request/index', { query: { page }, signal });
}

/** One page of the user's requests, read again on every visit (the pharmacist may have answered). */
export const myMedicineRequestsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: medicineRequestsKeys.mine(page),
    queryFn: ({ signal }) => getMyMedicineRequests(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyMedicineRequests(page: number) {
  return useQuery(myMedicineRequestsQueryOptions(page));
}

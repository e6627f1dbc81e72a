import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPrescriptionsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { prescriptionsKeys } from './keys';
import { SIGNED_LINKS_REFRESH_MS } from '../../../lib/signed-links';

/** `GET /api/auth/get/my-prescription?page=N`: the user's prescriptions, newest first, 10 a page. */
export function getMyPrescriptions(page: number, signal?: AbortSignal): Promise<MyPrescriptionsResponse> {
  return api.get<MyPrescriptionsResponse>('/api/auth/get/my-prescription', { query: { page }, signal });
}

/**
 * One page of the user's prescriptions, read again on every visit: the pharmacist may have answered, and the
 * image addresses in the answer are signed for a short time only.
 */
export const myPrescriptionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: prescriptionsKeys.mine(page),
    queryFn: ({ signal }) => getMyPrescriptions(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: SIGNED_LINKS_REFRESH_MS,
  });

export function useMyPrescriptions(page: number) {
  return useQuery(myPrescriptionsQueryOptions(page));
}

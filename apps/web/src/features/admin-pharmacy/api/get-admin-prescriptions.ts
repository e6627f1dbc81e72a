import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPrescriptionsQuery, AdminPrescriptionsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { PRESCRIPTIONS_API, pharmacyKeys } from './query-keys';
import { SIGNED_LINKS_REFRESH_MS } from '../../../lib/signed-links';

/** `GET /api/admin/prescriptions?page&status&customer` (20 a page; oldest Pending first when filtered). */
export function getAdminPrescriptions(query: AdminPrescriptionsQuery, signal?: AbortSignal) {
  return api.get<AdminPrescriptionsResponse>(PRESCRIPTIONS_API, {
    query: { status: query.status, customer: query.customer, page: query.page },
    signal,
  });
}

export function adminPrescriptionsQueryOptions(query: AdminPrescriptionsQuery) {
  return queryOptions({
    queryKey: pharmacyKeys.prescriptionList(query),
    queryFn: ({ signal }) => getAdminPrescriptions(query, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    refetchInterval: SIGNED_LINKS_REFRESH_MS,
  });
}

export function useAdminPrescriptions(query: AdminPrescriptionsQuery) {
  return useQuery(adminPrescriptionsQueryOptions(query));
}

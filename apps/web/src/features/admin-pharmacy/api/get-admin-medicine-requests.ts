import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMedicineRequestsQuery, AdminMedicineRequestsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { MEDICINE_REQUESTS_API, pharmacyKeys } from './query-keys';

/** `GET /api/admin/medicine-requests?page&status&customer` (20 a page, newest first). */
export function getAdminMedicineRequests(query: AdminMedicineRequestsQuery, signal?: AbortSignal) {
  return api.get<AdminMedicineRequestsResponse>(MEDICINE_REQUESTS_API, {
    query: { status: query.status, customer: query.customer, page: query.page },
    signal,
  });
}

export function adminMedicineRequestsQueryOptions(query: AdminMedicineRequestsQuery) {
  return queryOptions({
    queryKey: pharmacyKeys.medicineRequestList(query),
    queryFn: ({ signal }) => getAdminMedicineRequests(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAdminMedicineRequests(query: AdminMedicineRequestsQuery) {
  return useQuery(adminMedicineRequestsQueryOptions(query));
}

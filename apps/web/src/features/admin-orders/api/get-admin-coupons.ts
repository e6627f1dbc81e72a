import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCouponsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { COUPONS_API, ordersKeys, type AdminCouponsQuery } from './query-keys';

/** `GET /api/admin/coupons?page&search` (20 a page, newest first). */
export function getAdminCoupons(query: AdminCouponsQuery, signal?: AbortSignal) {
  return api.get<AdminCouponsResponse>(COUPONS_API, {
    query: { search: query.search, page: query.page },
    signal,
  });
}

export function adminCouponsQueryOptions(query: AdminCouponsQuery) {
  return queryOptions({
    queryKey: ordersKeys.couponList(query),
    queryFn: ({ signal }) => getAdminCoupons(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAdminCoupons(query: AdminCouponsQuery) {
  return useQuery(adminCouponsQueryOptions(query));
}

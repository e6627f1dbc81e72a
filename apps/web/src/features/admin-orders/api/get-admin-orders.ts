import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrdersQuery, AdminOrdersResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { ORDERS_API, ordersKeys } from './query-keys';

/** `GET /api/admin/orders?page&status&payment_status&from&to&customer` (20 a page, newest first). */
export function getAdminOrders(query: AdminOrdersQuery, signal?: AbortSignal) {
  return api.get<AdminOrdersResponse>(ORDERS_API, {
    query: {
      status: query.status,
      payment_status: query.payment_status,
      from: query.from,
      to: query.to,
      customer: query.customer,
      page: query.page,
    },
    signal,
  });
}

export function adminOrdersQueryOptions(query: AdminOrdersQuery) {
  return queryOptions({
    queryKey: ordersKeys.orderList(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

export function useAdminOrders(query: AdminOrdersQuery) {
  return useQuery(adminOrdersQueryOptions(query));
}

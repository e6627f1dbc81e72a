import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyOrdersResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { ordersKeys } from './keys';

/** `GET /api/auth/order/my-orders?page=N`: the user's orders, newest first, 10 a page. */
export function getMyOrders(page: number, signal?: AbortSignal): Promise<MyOrdersResponse> {
  return api.get<MyOrdersResponse>('/api/auth/order/my-orders', { query: { page }, signal });
}

/**
 * One page of the user's orders. Turning the page is a new key: the earlier request is cancelled through the
 * query's AbortSignal while the previous page stays on screen. Read again on every visit (a new order or a
 * payment may have changed it).
 */
export const myOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ordersKeys.mine(page),
    queryFn: ({ signal }) => getMyOrders(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyOrders(page: number) {
  return useQuery(myOrdersQueryOptions(page));
}

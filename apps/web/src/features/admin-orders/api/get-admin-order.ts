import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { ORDERS_API, ordersKeys } from './query-keys';

/** `GET /api/admin/orders/:id`: the order, its customer, payment and history. */
export function getAdminOrder(id: number, signal?: AbortSignal) {
  return api.get<AdminOrder>(`${ORDERS_API}/${id}`, { signal });
}

export function adminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: ordersKeys.order(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    staleTime: 15_000,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQueryOptions(id));
}

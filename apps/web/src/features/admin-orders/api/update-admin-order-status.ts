import type { AdminOrderWriteResponse, OrderStatusBody } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { ORDERS_API } from './query-keys';
import { useOrderWrite } from './use-order-write';

/** `POST /api/admin/orders/:id/status` {order_status}: moves the order to another stage (the customer is mailed). */
export function updateAdminOrderStatus({ id, ...body }: OrderStatusBody & { id: number }) {
  return api.post<AdminOrderWriteResponse>(`${ORDERS_API}/${id}/status`, body);
}

export function useUpdateAdminOrderStatus() {
  return useOrderWrite(updateAdminOrderStatus);
}

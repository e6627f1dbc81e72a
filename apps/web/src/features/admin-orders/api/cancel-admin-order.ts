import type { AdminOrderWriteResponse, CancelOrderBody } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { ORDERS_API } from './query-keys';
import { useOrderWrite } from './use-order-write';

/** `POST /api/admin/orders/:id/cancel` {reason}: not once Delivered or Completed. */
export function cancelAdminOrder({ id, ...body }: CancelOrderBody & { id: number }) {
  return api.post<AdminOrderWriteResponse>(`${ORDERS_API}/${id}/cancel`, body);
}

export function useCancelAdminOrder() {
  return useOrderWrite(cancelAdminOrder);
}

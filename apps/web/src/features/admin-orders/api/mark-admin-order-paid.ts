import type { AdminOrderWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { ORDERS_API } from './query-keys';
import { useOrderWrite } from './use-order-write';

/** `POST /api/admin/orders/:id/mark-paid`: a cash-on-delivery order's money was collected. */
export function markAdminOrderPaid({ id }: { id: number }) {
  return api.post<AdminOrderWriteResponse>(`${ORDERS_API}/${id}/mark-paid`);
}

export function useMarkAdminOrderPaid() {
  return useOrderWrite(markAdminOrderPaid);
}

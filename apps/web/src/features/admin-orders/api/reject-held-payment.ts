import type { AdminOrderWriteResponse, RejectHeldPaymentBody } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { ORDERS_API } from './query-keys';
import { useOrderWrite } from './use-order-write';

/** `POST /api/admin/orders/:id/held-payment/reject` {reason} (Admin): the payment fails, the order is cancelled. */
export function rejectHeldPayment({ id, ...body }: RejectHeldPaymentBody & { id: number }) {
  return api.post<AdminOrderWriteResponse>(`${ORDERS_API}/${id}/held-payment/reject`, body);
}

export function useRejectHeldPayment() {
  return useOrderWrite(rejectHeldPayment);
}

import type { AdminOrderWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { ORDERS_API } from './query-keys';
import { useOrderWrite } from './use-order-write';

/** `POST /api/admin/orders/:id/held-payment/accept` (Admin): the payment held for risk counts; the order is paid. */
export function acceptHeldPayment({ id }: { id: number }) {
  return api.post<AdminOrderWriteResponse>(`${ORDERS_API}/${id}/held-payment/accept`);
}

export function useAcceptHeldPayment() {
  return useOrderWrite(acceptHeldPayment);
}

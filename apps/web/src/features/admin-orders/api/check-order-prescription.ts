import type { AdminOrderWriteResponse, RejectOrderPrescriptionBody } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { ORDERS_API } from './query-keys';
import { useOrderWrite } from './use-order-write';

/** `POST /api/admin/orders/:id/prescription/confirm` (Admin, Pharmacist): the order may move to Processing. */
export function confirmOrderPrescription({ id }: { id: number }) {
  return api.post<AdminOrderWriteResponse>(`${ORDERS_API}/${id}/prescription/confirm`);
}

/** `POST /api/admin/orders/:id/prescription/reject` {reason}: the order is cancelled, the customer mailed why. */
export function rejectOrderPrescription({ id, ...body }: RejectOrderPrescriptionBody & { id: number }) {
  return api.post<AdminOrderWriteResponse>(`${ORDERS_API}/${id}/prescription/reject`, body);
}

export function useConfirmOrderPrescription() {
  return useOrderWrite(confirmOrderPrescription);
}

export function useRejectOrderPrescription() {
  return useOrderWrite(rejectOrderPrescription);
}

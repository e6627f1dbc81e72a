import type { AdminPrescriptionOrderBody, AdminPrescriptionWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { PRESCRIPTIONS_API } from './query-keys';
import { usePrescriptionWrite } from './use-prescription-write';

/**
 * `POST /api/admin/prescriptions/:id/order`: an order for the patient from the chosen products (the server
 * prices it from the catalogue and the patient's address); the prescription becomes Ordered.
 */
export function createPrescriptionOrder({ id, body }: { id: number; body: AdminPrescriptionOrderBody }) {
  return api.post<AdminPrescriptionWriteResponse>(`${PRESCRIPTIONS_API}/${id}/order`, body);
}

export function useCreatePrescriptionOrder() {
  return usePrescriptionWrite(createPrescriptionOrder);
}

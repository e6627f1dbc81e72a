import type { AdminPrescriptionStatusBody, AdminPrescriptionWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { PRESCRIPTIONS_API } from './query-keys';
import { usePrescriptionWrite } from './use-prescription-write';

/** `PUT /api/admin/prescriptions/:id/status`: Reviewed (note optional) or Declined (note = the reason). */
export function updateAdminPrescriptionStatus({ id, ...body }: AdminPrescriptionStatusBody & { id: number }) {
  return api.put<AdminPrescriptionWriteResponse>(`${PRESCRIPTIONS_API}/${id}/status`, body);
}

export function useUpdateAdminPrescriptionStatus() {
  return usePrescriptionWrite(updateAdminPrescriptionStatus);
}

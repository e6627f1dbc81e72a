import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMedicineRequestUpdateBody, AdminMedicineRequestWriteResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { MEDICINE_REQUESTS_API, pharmacyKeys } from './query-keys';

/** `PUT /api/admin/medicine-requests/:id`: Processing, Ready with a product, or Declined with the reason. */
export function updateAdminMedicineRequest({ id, body }: { id: number; body: AdminMedicineRequestUpdateBody }) {
  return api.put<AdminMedicineRequestWriteResponse>(`${MEDICINE_REQUESTS_API}/${id}`, body);
}

/** The queue is refetched afterwards (the request may have left the status filter). */
export function useUpdateAdminMedicineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminMedicineRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pharmacyKeys.medicineRequests() }),
  });
}

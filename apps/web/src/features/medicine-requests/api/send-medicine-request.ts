import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MedicineRequestBody, MedicineRequestStoreResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { medicineRequestsKeys } from './keys';

/** `POST /api/auth/medicine-request/store`: answers the popup's message and status and the saved request. */
export function sendMedicineRequest(body: MedicineRequestBody): Promise<MedicineRequestStoreResponse> {
  return api.post<MedicineRequestStoreResponse>('/api/auth/medicine-request/store', body);
}

/** Sends a request; the list is read again when next shown. */
export function useSendMedicineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMedicineRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: medicineRequestsKeys.lists(), refetchType: 'none' }),
  });
}

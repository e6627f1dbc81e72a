import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPrescriptionWriteResponse } from '@nirog/contracts';
import { pharmacyKeys } from './query-keys';

/**
 * A write on one prescription: the answer carries the fresh prescription (with its history), which
 * replaces the cached one; the queue is refetched (the prescription may have left a filter).
 */
export function usePrescriptionWrite<TInput>(mutationFn: (input: TInput) => Promise<AdminPrescriptionWriteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      queryClient.setQueryData(pharmacyKeys.prescription(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: [...pharmacyKeys.prescriptions(), 'list'] });
    },
  });
}

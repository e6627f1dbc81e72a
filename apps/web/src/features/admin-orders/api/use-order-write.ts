import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderWriteResponse } from '@nirog/contracts';
import { ordersKeys } from './query-keys';

/**
 * A write on one order: the answer carries the fresh order (with its new audit entries), which
 * replaces the cached one; the lists are refetched (the order may have moved between filters).
 */
export function useOrderWrite<TInput>(mutationFn: (input: TInput) => Promise<AdminOrderWriteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      queryClient.setQueryData(ordersKeys.order(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: [...ordersKeys.orders(), 'list'] });
    },
  });
}

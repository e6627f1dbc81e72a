import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingWriteResponse } from '@nirog/contracts';
import { bookingsKeys } from './query-keys';

/**
 * A write on one booking: the answer carries the fresh booking (with its new history), which replaces
 * the cached one; the lists are refetched (the booking may have left the refund list).
 */
export function useBookingWrite<TInput>(mutationFn: (input: TInput) => Promise<AdminBookingWriteResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      queryClient.setQueryData(bookingsKeys.booking(answer.data.id), answer.data);
      await queryClient.invalidateQueries({ queryKey: [...bookingsKeys.bookings(), 'list'] });
    },
  });
}

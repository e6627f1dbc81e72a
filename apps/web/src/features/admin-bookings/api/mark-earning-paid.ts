import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { EARNINGS_API, bookingsKeys } from './query-keys';

/** `POST /api/admin/referral-earnings/:id/paid`: the payout of a Ready earning was made (Completed). */
export function markEarningPaid(id: number) {
  return api.post<{ message: string }>(`${EARNINGS_API}/${id}/paid`, {});
}

export function useMarkEarningPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEarningPaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKeys.earnings() }),
  });
}

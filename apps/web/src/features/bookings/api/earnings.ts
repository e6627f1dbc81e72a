import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EarningsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { bookingsKeys } from './keys';

/** `GET /api/auth/get-my-benefit-list?page=`: the earnings of the user's referral code. */
export function useMyEarnings(page: number) {
  return useQuery({
    queryKey: bookingsKeys.earnings(page),
    queryFn: ({ signal }) => api.get<EarningsResponse>('/api/auth/get-my-benefit-list', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

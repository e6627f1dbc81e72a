import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewService, StoreReviewAnswer } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/**
 * Posts a review to the caller-supplied `api_url` (spec 2 section 7): `{rating, detail, service}`. Every
 * cached list is read again afterwards (the booking is reviewed, the profile's rating moved).
 */
export function useStoreReview(apiUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { rating: number; detail: string; service?: ReviewService }) =>
      api.post<StoreReviewAnswer>(apiUrl, body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

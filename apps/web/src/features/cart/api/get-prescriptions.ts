import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPrescriptionsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { SIGNED_LINKS_REFRESH_MS } from '../../../lib/signed-links';
import { cartKeys } from './keys';

/**
 * `GET /api/auth/get/my-prescription` (first page: the 10 newest), for checkout to attach one to an order with
 * prescription-only medicines. Read on every visit (a new upload, the pharmacist's answer) and again before the
 * signed thumbnail addresses expire.
 */
export const checkoutPrescriptionsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: cartKeys.prescriptions(),
    queryFn: ({ signal }) =>
      api.get<MyPrescriptionsResponse>('/api/auth/get/my-prescription', { query: { page: 1 }, signal }),
    staleTime: 0,
    refetchInterval: SIGNED_LINKS_REFRESH_MS,
    enabled,
  });

export function useCheckoutPrescriptions(enabled: boolean) {
  return useQuery(checkoutPrescriptionsQueryOptions(enabled));
}

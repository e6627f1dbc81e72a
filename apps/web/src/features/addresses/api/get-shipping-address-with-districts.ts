import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingAddressWithDistrictsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session';
import { addressKeys } from './query-keys';

/**
 * `GET /api/auth/get-shipping-address-with-district-list-with-child` (login required): the saved address
 * (or null) and Bangladesh's districts, each with its sub-districts.
 */
export function getShippingAddressWithDistricts(signal?: AbortSignal): Promise<ShippingAddressWithDistrictsResponse> {
  return api.get<ShippingAddressWithDistrictsResponse>('/api/auth/get-shipping-address-with-district-list-with-child', {
    signal,
  });
}

export function shippingAddressWithDistrictsQueryOptions(userId: number | null) {
  return queryOptions({
    queryKey: addressKeys.withDistricts(userId),
    queryFn: ({ signal }) => getShippingAddressWithDistricts(signal),
    staleTime: 60_000,
  });
}

export function useShippingAddressWithDistricts() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery(shippingAddressWithDistrictsQueryOptions(userId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingAddressResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { cartKeys } from './keys';

/** `GET /api/auth/get-shipping-address`: the user's address (null when none) and its shipping fee. */
export function getShippingAddress(signal?: AbortSignal): Promise<ShippingAddressResponse> {
  return api.get<ShippingAddressResponse>('/api/auth/get-shipping-address', { signal });
}

export const shippingAddressQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: cartKeys.shippingAddress(),
    queryFn: ({ signal }) => getShippingAddress(signal),
    enabled,
    // The address is edited on another page (`?_reb=checkout` brings the user back): always read it again.
    staleTime: 0,
  });

export function useShippingAddress(enabled = true) {
  return useQuery(shippingAddressQueryOptions(enabled));
}

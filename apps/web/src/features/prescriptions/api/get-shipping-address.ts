import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingAddressResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { prescriptionsKeys } from './keys';

/** `GET /api/auth/get-shipping-address`: the user's address (null when none); an upload needs one. */
export function getShippingAddress(signal?: AbortSignal): Promise<ShippingAddressResponse> {
  return api.get<ShippingAddressResponse>('/api/auth/get-shipping-address', { signal });
}

export const shippingAddressQueryOptions = () =>
  queryOptions({
    queryKey: prescriptionsKeys.shippingAddress(),
    queryFn: ({ signal }) => getShippingAddress(signal),
    // The address is added on another page (`?_reb=upload_prescription` brings the user back): read it again.
    staleTime: 0,
  });

export function useShippingAddress() {
  return useQuery(shippingAddressQueryOptions());
}

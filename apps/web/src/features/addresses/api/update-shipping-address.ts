import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ShippingAddressWithDistrictsResponse,
  UpdateShippingAddressBody,
  UpdateShippingAddressResponse,
} from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session';
import { addressKeys } from './query-keys';

/** `POST /api/auth/update-shipping-address`: creates or replaces the one address; answers it with its fee. */
export function updateShippingAddress(body: UpdateShippingAddressBody): Promise<UpdateShippingAddressResponse> {
  return api.post<UpdateShippingAddressResponse>('/api/auth/update-shipping-address', body);
}

/** Saves the address; the saved copy replaces the cached one, so the page shows it at once. */
export function useUpdateShippingAddress() {
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useMutation({
    mutationFn: updateShippingAddress,
    onSuccess: async ({ shipping_address }) => {
      queryClient.setQueryData<ShippingAddressWithDistrictsResponse>(addressKeys.withDistricts(userId), (old) =>
        old ? { ...old, shipping_address } : old,
      );
      await queryClient.invalidateQueries({ queryKey: addressKeys.all, refetchType: 'none' });
    },
  });
}

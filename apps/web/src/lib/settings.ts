import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@nirog/contracts';
import { api } from './api-client';

/** GET /api/settings: contact block, call-to-order number, shipping fees, referral text. */
export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return api.get<PublicSettings>('/api/settings', { signal });
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProvidersResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /api/auth/providers: which social sign-in buttons to show. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return api.get<AuthProvidersResponse>('/api/auth/providers', { signal });
}

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}

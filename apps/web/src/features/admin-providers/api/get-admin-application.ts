import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminApplication } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { SIGNED_LINKS_REFRESH_MS } from '../../../lib/signed-links';
import { APPLICATIONS_API, providerReviewKeys } from './query-keys';

/** `GET /api/admin/provider-applications/:id`: the application, its documents (signed addresses) and history. */
export function getAdminApplication(id: number, signal?: AbortSignal) {
  return api.get<AdminApplication>(`${APPLICATIONS_API}/${id}`, { signal });
}

export function adminApplicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: providerReviewKeys.application(id),
    queryFn: ({ signal }) => getAdminApplication(id, signal),
    // The document addresses are signed and short-lived: do not keep a stale copy for long.
    staleTime: 15_000,
    refetchInterval: SIGNED_LINKS_REFRESH_MS,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useAdminApplication(id: number) {
  return useQuery(adminApplicationQueryOptions(id));
}

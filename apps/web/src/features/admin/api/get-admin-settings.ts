import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** `GET /api/admin/settings` (Admin): the effective settings and who last changed them. */
export function getAdminSettings(signal?: AbortSignal) {
  return api.get<AdminSettingsResponse>('/api/admin/settings', { signal });
}

export function adminSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => getAdminSettings(signal),
    staleTime: 60_000,
  });
}

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}

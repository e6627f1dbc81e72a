import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { publicSettingsQueryOptions } from '../../../lib/settings';

/** GET /api/settings: the public marketplace settings (contact address, e-mail and phone). */
export function getSettings({ signal }: { signal?: AbortSignal } = {}): Promise<PublicSettings> {
  return api.get<PublicSettings>('/api/settings', { signal });
}

/** The app-wide settings cache entry (the footer reads the same one), so a visit asks only once. */
export function settingsQueryOptions() {
  return queryOptions({ ...publicSettingsQueryOptions(), queryFn: ({ signal }) => getSettings({ signal }) });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

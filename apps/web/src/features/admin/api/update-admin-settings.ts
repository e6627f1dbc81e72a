import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsBody, AdminSettingsResponse, AdminSettingsUpdateResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { publicSettingsQueryOptions } from '../../../lib/settings';
import { adminKeys } from './query-keys';

/** `PUT /api/admin/settings`: any subset of the settings; answers the fresh settings and a message. */
export function updateAdminSettings(body: AdminSettingsBody) {
  return api.put<AdminSettingsUpdateResponse>('/api/admin/settings', body);
}

/**
 * Saves the settings: the answer replaces the cached back-office copy, and the public settings
 * (footer, contact page, checkout) are refetched so they show the new values. A saved change also
 * writes an audit entry, so the audit log is refetched too.
 */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: async ({ settings, updated_at, updated_by }) => {
      queryClient.setQueryData<AdminSettingsResponse>(adminKeys.settings(), { settings, updated_at, updated_by });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: publicSettingsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]);
    },
  });
}

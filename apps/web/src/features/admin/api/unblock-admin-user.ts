import type { AdminUserActionResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { useUserAction } from './use-user-action';

/** `POST /api/admin/users/:id/unblock` */
export function unblockAdminUser({ id }: { id: number }) {
  return api.post<AdminUserActionResponse>(`/api/admin/users/${id}/unblock`);
}

export function useUnblockAdminUser() {
  return useUserAction(unblockAdminUser);
}

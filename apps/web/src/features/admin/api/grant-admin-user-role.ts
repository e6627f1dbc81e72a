import type { AdminUserActionResponse, GrantRoleBody } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { useUserAction } from './use-user-action';

/** `POST /api/admin/users/:id/roles` {role_id}: Admin (1) or Pharmacist (5). */
export function grantAdminUserRole({ id, ...body }: GrantRoleBody & { id: number }) {
  return api.post<AdminUserActionResponse>(`/api/admin/users/${id}/roles`, body);
}

export function useGrantAdminUserRole() {
  return useUserAction(grantAdminUserRole);
}

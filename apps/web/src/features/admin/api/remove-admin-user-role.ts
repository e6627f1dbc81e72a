import type { AdminUserActionResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { useUserAction } from './use-user-action';

/** `DELETE /api/admin/users/:id/roles/:roleId` */
export function removeAdminUserRole({ id, roleId }: { id: number; roleId: number }) {
  return api.delete<AdminUserActionResponse>(`/api/admin/users/${id}/roles/${roleId}`);
}

export function useRemoveAdminUserRole() {
  return useUserAction(removeAdminUserRole);
}

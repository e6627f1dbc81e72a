import type { AdminUserActionResponse, BlockUserBody } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { useUserAction } from './use-user-action';

/** `POST /api/admin/users/:id/block` {reason}: blocks and signs the user out everywhere. */
export function blockAdminUser({ id, ...body }: BlockUserBody & { id: number }) {
  return api.post<AdminUserActionResponse>(`/api/admin/users/${id}/block`, body);
}

export function useBlockAdminUser() {
  return useUserAction(blockAdminUser);
}

import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, ChangePasswordResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/** PUT /api/auth/change-password: answers a new token (every earlier one is revoked). */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return api.put<ChangePasswordResponse>('/api/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

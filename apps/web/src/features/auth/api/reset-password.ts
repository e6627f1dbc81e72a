import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody, StatusMessageResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/auth/reset-password: `status: false` means the link or input was refused. */
export function resetPassword(body: ResetPasswordBody): Promise<StatusMessageResponse> {
  return api.post<StatusMessageResponse>('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, StatusMessageResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: `status: false` carries the reason in `message`. */
export function forgotPassword(body: ForgotPasswordBody): Promise<StatusMessageResponse> {
  return api.post<StatusMessageResponse>('/api/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationBody, StatusMessageResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/auth/email/resend: sends a fresh verification link (a neutral answer either way). */
export function resendVerificationEmail(body: ResendVerificationBody): Promise<StatusMessageResponse> {
  return api.post<StatusMessageResponse>('/api/auth/email/resend', body);
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}

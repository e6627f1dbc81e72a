import { useMutation } from '@tanstack/react-query';
import type { SocialRegistrationBody, SocialRegistrationResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/social-registration: finishes a social sign-in that needed an e-mail and/or phone
 * (`need_verification` when a typed e-mail must be verified first).
 */
export function socialRegistration(body: SocialRegistrationBody): Promise<SocialRegistrationResponse> {
  return api.post<SocialRegistrationResponse>('/api/auth/social-registration', body);
}

export function useSocialRegistration() {
  return useMutation({ mutationFn: socialRegistration });
}

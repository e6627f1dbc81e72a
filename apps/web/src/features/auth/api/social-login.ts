import { useMutation } from '@tanstack/react-query';
import type { SocialLoginResponse, SocialProvider } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/auth/social-login/{provider}/{accessToken} */
export function socialLogin({
  provider,
  accessToken,
}: {
  provider: SocialProvider;
  accessToken: string;
}): Promise<SocialLoginResponse> {
  return api.post<SocialLoginResponse>(`/api/auth/social-login/${provider}/${encodeURIComponent(accessToken)}`, {});
}

export function useSocialLogin() {
  return useMutation({ mutationFn: socialLogin });
}

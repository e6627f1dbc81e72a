import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/auth/login: `verified: false` needs e-mail verification, `blocked: true` is refused. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

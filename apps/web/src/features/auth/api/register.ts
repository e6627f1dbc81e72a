import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, RegisterResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/auth/register: `need_verification` means no session yet. */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

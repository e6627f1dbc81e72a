import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateResponse, SetPhoneBody } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { keepAnsweredUser } from './keep-answered-user';

/** `POST /api/auth/set-phone`: only for an account without a number; answers the refreshed user. */
export function setPhone(body: SetPhoneBody): Promise<ProfileUpdateResponse> {
  return api.post<ProfileUpdateResponse>('/api/auth/set-phone', body);
}

export function useSetPhone() {
  return useMutation({
    mutationFn: setPhone,
    onSuccess: keepAnsweredUser,
  });
}

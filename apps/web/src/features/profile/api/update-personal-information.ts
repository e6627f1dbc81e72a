import { useMutation } from '@tanstack/react-query';
import type { PersonalInformationBody, ProfileUpdateResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { keepAnsweredUser } from './keep-answered-user';

/** `POST /api/auth/update/personal-information`: answers the refreshed user. */
export function updatePersonalInformation(body: PersonalInformationBody): Promise<ProfileUpdateResponse> {
  return api.post<ProfileUpdateResponse>('/api/auth/update/personal-information', body);
}

/** Saves the details; the answered user replaces the stored one (the header's name changes at once). */
export function useUpdatePersonalInformation() {
  return useMutation({
    mutationFn: updatePersonalInformation,
    onSuccess: keepAnsweredUser,
  });
}

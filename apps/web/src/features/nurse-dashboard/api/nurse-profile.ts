import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NurseProfile } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

export interface NurseProfileAnswer {
  nurse: NurseProfile;
}
export interface NurseUpdateAnswer extends NurseProfileAnswer {
  status: 'success';
  message: string;
}

export const nurseProfileKey = ['nurse-dashboard', 'profile'] as const;

/** `GET /api/nurse/profile` (403 for a user who never applied as a nurse). */
export function useNurseProfile() {
  return useQuery(
    queryOptions({
      queryKey: nurseProfileKey,
      queryFn: ({ signal }) => api.get<NurseProfileAnswer>('/api/nurse/profile', { signal }),
      retry: false,
    }),
  );
}

/** `POST /api/nurse/update/personal-information` and `.../availability-fees`: the whole profile back. */
export const updateNurseSection = (path: 'personal-information' | 'availability-fees') => (body: object) =>
  api.post<NurseUpdateAnswer>(`/api/nurse/update/${path}`, body);

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AmbulanceProfile } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

export interface AmbulanceProfileAnswer {
  ambulance: AmbulanceProfile;
}
export interface AmbulanceUpdateAnswer extends AmbulanceProfileAnswer {
  status: 'success';
  message: string;
}

export const ambulanceProfileKey = ['ambulance-dashboard', 'profile'] as const;

/** `GET /api/ambulance/profile` (403 for a user who never applied as an ambulance). */
export function useAmbulanceProfile() {
  return useQuery(
    queryOptions({
      queryKey: ambulanceProfileKey,
      queryFn: ({ signal }) => api.get<AmbulanceProfileAnswer>('/api/ambulance/profile', { signal }),
      retry: false,
    }),
  );
}

/** `POST /api/ambulance/update/personal-information`: the answer carries `data.ambulance` (spec 3 section 7). */
export async function updateAmbulancePersonal(body: object): Promise<AmbulanceUpdateAnswer> {
  const answer = await api.post<{ status: 'success'; message: string; data: AmbulanceProfileAnswer }>(
    '/api/ambulance/update/personal-information',
    body,
  );
  return { status: answer.status, message: answer.message, ambulance: answer.data.ambulance };
}

/** `POST /api/ambulance/update/ambulance-information`: vehicle number, condition, starting area. */
export const updateAmbulanceVehicle = (body: object) =>
  api.post<AmbulanceUpdateAnswer>('/api/ambulance/update/ambulance-information', body);

/** `POST /api/ambulance/update/ambulance-photo` (multipart), with the upload's progress. */
export function updateAmbulancePhoto({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) {
  const body = new FormData();
  body.append('photo', file);
  return api.upload<AmbulanceUpdateAnswer>('/api/ambulance/update/ambulance-photo', body, { onProgress });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DoctorProfile } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { SIGNED_LINKS_REFRESH_MS } from '../../../lib/signed-links';

export interface DoctorProfileAnswer {
  doctor: DoctorProfile;
}
export interface DoctorUpdateAnswer extends DoctorProfileAnswer {
  status: 'success';
  message: string;
}

export const doctorProfileKey = ['doctor-dashboard', 'profile'] as const;

/** `GET /api/doctor/profile` (403 for a user who never applied as a doctor). */
export function getDoctorProfile(signal?: AbortSignal) {
  return api.get<DoctorProfileAnswer>('/api/doctor/profile', { signal });
}

export function useDoctorProfile() {
  return useQuery(
    queryOptions({
      queryKey: doctorProfileKey,
      queryFn: ({ signal }) => getDoctorProfile(signal),
      // The signature's address is signed and short-lived.
      refetchInterval: SIGNED_LINKS_REFRESH_MS,
      retry: false,
    }),
  );
}

/** The doctor's sections (spec 3 section 7): `POST /api/doctor/update/{section}`, answering the whole profile. */
export type DoctorSectionPath =
  | 'personal-information'
  | 'hospital'
  | 'current-working-place'
  | 'specialist'
  | 'experience'
  | 'qualification'
  | 'availability'
  | 'fees';

export const updateDoctorSection = (path: DoctorSectionPath) => (body: object) =>
  api.post<DoctorUpdateAnswer>(`/api/doctor/update/${path}`, body);

/** `POST /api/doctor/update/signature` (multipart), with the upload's progress. */
export function updateDoctorSignature({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) {
  const body = new FormData();
  body.append('signature', file);
  return api.upload<DoctorUpdateAnswer>('/api/doctor/update/signature', body, { onProgress });
}

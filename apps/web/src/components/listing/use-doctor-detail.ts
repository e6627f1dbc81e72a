import { useQuery } from '@tanstack/react-query';
import type { DoctorDetailResponse } from '@nirog/contracts';
import { LISTING_API } from '@nirog/contracts/constants';
import { api } from '../../lib/api-client';

/** Which detail call a page makes: the route's country, video doctors, or any listed doctor (`view`). */
export type DoctorProfileKind = 'bd' | 'in' | 'video' | 'view';
const DETAIL_API: Record<DoctorProfileKind, (id: number) => string> = {
  bd: LISTING_API.bdDoctor,
  in: LISTING_API.inDoctor,
  video: LISTING_API.videoDoctor,
  view: LISTING_API.doctorView,
};

/**
 * A doctor's profile (the profile pages and the booking forms share it); no call for an id that is not
 * a number (the page says "Doctor not found").
 */
export function useDoctorDetail(kind: DoctorProfileKind, id: number | null) {
  return useQuery({
    queryKey: ['listing', 'doctor', kind, id],
    queryFn: ({ signal }) => api.get<DoctorDetailResponse>(DETAIL_API[kind](id ?? 0), { signal }),
    enabled: id !== null,
    retry: false,
  });
}

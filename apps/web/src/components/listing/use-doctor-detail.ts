import type { DoctorDetailResponse } from '@nirog/contracts';
import { LISTING_API } from '@nirog/contracts/constants';
import { providerDetailQueryOptions, useProviderDetail } from './provider-detail';

/** Which detail call a page makes: the route's country, video doctors, or any listed doctor (`view`). */
export type DoctorProfileKind = 'bd' | 'in' | 'video' | 'view';
const DETAIL_API: Record<DoctorProfileKind, (id: number) => string> = {
  bd: LISTING_API.bdDoctor,
  in: LISTING_API.inDoctor,
  video: LISTING_API.videoDoctor,
  view: LISTING_API.doctorView,
};

/** A doctor's profile call (the profile pages' handles and hooks, the booking forms'). */
export const doctorDetailQueryOptions = (kind: DoctorProfileKind, id: number | null) =>
  providerDetailQueryOptions<DoctorDetailResponse>(['listing', 'doctor', kind, id], DETAIL_API[kind](id ?? 0), id);

/**
 * A doctor's profile (the profile pages and the booking forms share it); no call for an id that is not
 * a number (the page says "Doctor not found").
 */
export function useDoctorDetail(kind: DoctorProfileKind, id: number | null) {
  return useProviderDetail(doctorDetailQueryOptions(kind, id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { COUNTRY_ID, LISTING_API } from '@nirog/contracts/constants';
import type {
  DoctorCard,
  DoctorListQueryInput,
  HospitalListResponse,
  PopularVideoDoctorsResponse,
  SliderKind,
  SpecialistDistrictResponse,
  SpecialistListResponse,
  SpecialistStateResponse,
  VideoDoctorCard,
  VideoDoctorListQueryInput,
} from '@nirog/contracts';
import { listingQueryOptions } from '../../../components/listing/use-listing-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

export type DoctorCountry = 'bd' | 'in';

/** Each country's listing, its calls and its pages (spec 2 sections 2 and 7). */
export const DOCTOR_COUNTRY = {
  bd: {
    countryId: COUNTRY_ID.Bangladesh,
    list: paths.bdDoctors,
    profile: paths.care.bdDoctor,
    videoList: paths.videoConsultation,
    listApi: LISTING_API.bdDoctors,
    videoApi: LISTING_API.bdVideoDoctors,
    popularApi: LISTING_API.popularBdVideoDoctors,
    slider: 'bd-doctor-slider' as SliderKind,
  },
  in: {
    countryId: COUNTRY_ID.India,
    list: paths.inDoctors,
    profile: paths.care.inDoctor,
    videoList: paths.inVideoConsultation,
    listApi: LISTING_API.inDoctors,
    videoApi: LISTING_API.inVideoDoctors,
    popularApi: LISTING_API.popularInVideoDoctors,
    slider: 'in-doctor-slider' as SliderKind,
  },
} as const;

type Query = Record<string, string | number | undefined>;

/** `GET /api/{bd,in}-doctors-appointment`: a page of doctors. */
export const doctorListQuery = (country: DoctorCountry, query: DoctorListQueryInput & Query) =>
  listingQueryOptions<DoctorCard>(`${country}-doctors`, DOCTOR_COUNTRY[country].listApi, query);

/** `GET /api/doctors-{bd,in}-video-consultancy`: a page of video doctors. */
export const videoDoctorListQuery = (country: DoctorCountry, query: VideoDoctorListQueryInput & Query) =>
  listingQueryOptions<VideoDoctorCard>(`${country}-video-doctors`, DOCTOR_COUNTRY[country].videoApi, query);

/** `GET /api/popular-{bd,in}-video-doctor`; its failures are silently ignored (spec 2 section 8). */
export function usePopularVideoDoctors(country: DoctorCountry) {
  return useQuery({
    queryKey: ['listing', 'popular-video', country],
    queryFn: ({ signal }) => api.get<PopularVideoDoctorsResponse>(DOCTOR_COUNTRY[country].popularApi, { signal }),
    staleTime: 5 * 60_000,
  });
}

export {
  doctorDetailQueryOptions,
  useDoctorDetail,
  type DoctorProfileKind,
} from '../../../components/listing/use-doctor-detail';

const lookup = <T>(key: string, path: string, query?: Query) =>
  queryOptions({
    queryKey: ['lookups', key, query ?? {}] as const,
    queryFn: ({ signal }) => api.get<T>(path, { signal, query }),
    // Reference data: it changes with a release, not while a list is open.
    staleTime: 60 * 60_000,
  });

/** Specialists and Bangladesh's districts with sub-districts: the Bangladesh doctor filters. */
export const specialistDistrictsQuery = () =>
  lookup<SpecialistDistrictResponse>('specialist-district', '/api/load-specialist-district-with-sub-district');
/** Specialists and India's states: the India doctor filters. */
export const specialistStatesQuery = () =>
  lookup<SpecialistStateResponse>('specialist-state', '/api/load-specialist-state');
/** Every speciality. */
export const specialistsQuery = () => lookup<SpecialistListResponse>('specialists', '/api/load-specialists-all');
/** Every speciality; `select` narrows or reshapes it (the specialists page's search). */
export const useSpecialists = <R = SpecialistListResponse>(select?: (list: SpecialistListResponse) => R) =>
  useQuery({ ...specialistsQuery(), select });
/** Hospitals of one country. */
export const hospitalsQuery = (countryId: number) =>
  lookup<HospitalListResponse>('hospitals', '/api/load-hospital-all', { country_id: countryId });
export const useHospitals = <R = HospitalListResponse>(countryId: number, select?: (list: HospitalListResponse) => R) =>
  useQuery({ ...hospitalsQuery(countryId), select });

import { DOCTOR_ORDER_BY } from '@nirog/contracts/constants';
import {
  GenderFilter,
  HospitalFilter,
  PlaceFilter,
  SortFilter,
  SpecialistFilter,
  StateFilter,
} from '../../../components/listing/filters';
import { ListingShell } from '../../../components/listing/listing-shell';
import { useCareFormat } from '../../../components/listing/use-care-format';
import { type ListingValues, useListingParams } from '../../../components/listing/use-listing-params';
import { filterLookup } from '../../../components/listing/filter-lookup';
import { useListingPage } from '../../../components/listing/use-listing-query';
import { listingPageData } from '../../../components/listing/listing-page-data';
import type { PageData } from '../../../lib/page-data';
import {
  DOCTOR_COUNTRY,
  doctorListQuery,
  hospitalsQuery,
  specialistDistrictsQuery,
  specialistStatesQuery,
  type DoctorCountry,
} from '../api/doctors-api';
import { DoctorCard } from '../../../components/listing/doctor-card';
import { specialistIds, specialistSelection } from '../components/specialist-selection';

/**
 * The address bar's names: the API's (spec 2 section 7), and `specialist` (one id), which the specialists
 * page links with (spec 2 section 2).
 */
const KEYS = [
  'keyword',
  'specialists',
  'specialist',
  'district_and_subDistrict',
  'district',
  'state',
  'gender',
  'hospital',
  'order_by',
] as const;
type Values = ListingValues<(typeof KEYS)[number]>;

/** The filters' reference lists: one call for Bangladesh's specialities and districts, one for India's and its states. */
const BD_SPECIALISTS = filterLookup(specialistDistrictsQuery(), (data) => data.specialist_lists);
const BD_DISTRICTS = filterLookup(specialistDistrictsQuery(), (data) => data.district_lists);
const IN_SPECIALISTS = filterLookup(specialistStatesQuery(), (data) => data.specialist_lists);
const IN_STATES = filterLookup(specialistStatesQuery(), (data) => data.state_lists);
const hospitals = (country: DoctorCountry) =>
  filterLookup(hospitalsQuery(DOCTOR_COUNTRY[country].countryId), (data) => data);

/** The list's call for the address's filters and page (the page's hook and the server render ask the same). */
function listQuery(country: DoctorCountry, values: Values, page: number) {
  const ids = specialistIds(values);
  return doctorListQuery(country, {
    keyword: values.keyword,
    specialists: ids.join(',') || undefined,
    ...(country === 'bd'
      ? { district_and_subDistrict: values.district_and_subDistrict, district: values.district }
      : { state: values.state, hospital: values.hospital }),
    gender: values.gender,
    order_by: values.order_by,
    page,
  });
}

/** A doctor list's `handle`: rendered on the server with its slider, its page and the lists its filters name. */
export const doctorListData = (country: DoctorCountry): PageData =>
  listingPageData({
    keys: KEYS,
    slider: DOCTOR_COUNTRY[country].slider,
    list: (values: Values, page) => listQuery(country, values, page),
    lookups: (values) => {
      const specialists = specialistIds(values).length > 0;
      if (country === 'bd') return specialists || values.district ? [BD_DISTRICTS.options] : [];
      return [
        ...(specialists || values.state ? [IN_STATES.options] : []),
        ...(values.hospital ? [hospitals(country).options] : []),
      ];
    },
  });

/** /bd-doctor-appointment and /in-doctor-appointment: the doctor lists with the same filter sidebar. */
export function DoctorListPage({ country }: { country: DoctorCountry }) {
  const f = useCareFormat();
  const listing = useListingParams(KEYS);
  const { values, setFilters } = listing;
  const specialists = specialistSelection(listing);
  const bd = country === 'bd';
  const query = useListingPage(listQuery(country, values, listing.page));

  return (
    <ListingShell
      title={f.t(`listings.doctors.${country}.title`)}
      intro={f.t(`listings.doctors.${country}.intro`)}
      slider={{ kind: DOCTOR_COUNTRY[country].slider, label: f.t('listings.shell.sliderLabel') }}
      search={{
        label: f.t('listings.doctors.searchLabel'),
        placeholder: f.t('listings.doctors.searchPlaceholder'),
      }}
      listing={listing}
      activeFilters={specialists.active}
      filters={
        <>
          {bd ? (
            <SpecialistFilter lookup={BD_SPECIALISTS} value={specialists.ids} onChange={specialists.onChange} />
          ) : (
            <SpecialistFilter lookup={IN_SPECIALISTS} value={specialists.ids} onChange={specialists.onChange} />
          )}
          {bd ? (
            <PlaceFilter
              lookup={BD_DISTRICTS}
              level={values.district_and_subDistrict}
              value={values.district}
              onChange={setFilters}
            />
          ) : (
            <>
              <StateFilter lookup={IN_STATES} value={values.state} onChange={(state) => setFilters({ state })} />
              <HospitalFilter
                lookup={hospitals(country)}
                value={values.hospital}
                onChange={(hospital) => setFilters({ hospital })}
              />
            </>
          )}
          <GenderFilter value={values.gender} onChange={(gender) => setFilters({ gender })} />
          <SortFilter
            orders={DOCTOR_ORDER_BY}
            value={values.order_by}
            onChange={(order_by) => setFilters({ order_by })}
          />
        </>
      }
      query={query}
      itemKey={(doctor) => doctor.id}
      renderItem={(doctor) => <DoctorCard doctor={doctor} to={DOCTOR_COUNTRY[country].profile(doctor.id)} />}
    />
  );
}

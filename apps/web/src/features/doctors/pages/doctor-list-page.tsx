import { DOCTOR_ORDER_BY } from '@nirog/contracts';
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
import { useListingParams } from '../../../components/listing/use-listing-params';
import {
  DOCTOR_COUNTRY,
  useDoctorList,
  useHospitals,
  useSpecialistDistricts,
  useSpecialistStates,
  type DoctorCountry,
} from '../api/doctors-api';
import { DoctorCard } from '../../../components/listing/doctor-card';
import { specialistSelection } from '../components/specialist-selection';

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

/** /bd-doctor-appointment and /in-doctor-appointment: the doctor lists with the same filter sidebar. */
export function DoctorListPage({ country }: { country: DoctorCountry }) {
  const f = useCareFormat();
  const listing = useListingParams(KEYS);
  const { values, setFilters } = listing;
  const specialists = specialistSelection(listing);
  const bd = country === 'bd';
  const bdLookups = useSpecialistDistricts();
  const inLookups = useSpecialistStates();
  const hospitals = useHospitals(DOCTOR_COUNTRY[country].countryId);
  const lookups = bd ? bdLookups.data : inLookups.data;

  const query = useDoctorList(country, {
    keyword: values.keyword,
    specialists: specialists.ids.join(',') || undefined,
    ...(bd
      ? { district_and_subDistrict: values.district_and_subDistrict, district: values.district }
      : { state: values.state, hospital: values.hospital }),
    gender: values.gender,
    order_by: values.order_by,
    page: listing.page,
  });

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
          <SpecialistFilter
            specialists={lookups?.specialist_lists ?? []}
            value={specialists.ids}
            onChange={specialists.onChange}
          />
          {bd ? (
            <PlaceFilter
              districts={bdLookups.data?.district_lists ?? []}
              level={values.district_and_subDistrict}
              value={values.district}
              onChange={setFilters}
            />
          ) : (
            <>
              <StateFilter
                states={inLookups.data?.state_lists ?? []}
                value={values.state}
                onChange={(state) => setFilters({ state })}
              />
              <HospitalFilter
                hospitals={hospitals.data ?? []}
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

import type { HospitalListResponse } from '@nirog/contracts';
import { useCareFormat } from '../../../components/listing/use-care-format';
import { useListingParams } from '../../../components/listing/use-listing-params';
import { DOCTOR_COUNTRY, useHospitals } from '../api/doctors-api';
import { DirectoryListing } from '../components/directory-listing';

/** The hospital list (the India doctors' hospitals): each item links to the India doctor list with ?hospital={id}. */
export function Component() {
  const f = useCareFormat();
  const listing = useListingParams(['keyword'] as const);
  const needle = listing.values.keyword?.toLocaleLowerCase();
  const query = useHospitals<HospitalListResponse>(DOCTOR_COUNTRY.in.countryId, (list) =>
    needle ? list.filter((h) => `${h.name} ${h.bn_name} ${h.city}`.toLocaleLowerCase().includes(needle)) : list,
  );
  const list = DOCTOR_COUNTRY.in.list;
  return (
    <DirectoryListing
      title={f.t('listings.hospitals.title')}
      searchLabel={f.t('listings.hospitals.searchLabel')}
      slider={DOCTOR_COUNTRY.in.slider}
      allDoctors={list}
      listing={listing}
      query={query}
      toItem={(h) => ({ id: h.id, to: `${list}?hospital=${h.id}`, name: f.name(h), logo: h.logo, text: h.city })}
    />
  );
}

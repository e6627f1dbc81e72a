import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Hospital, HospitalListResponse } from '@nirog/contracts';
import { ListingShell } from '../../../components/listing/listing-shell';
import { useCareFormat } from '../../../components/listing/use-care-format';
import { useListingParams } from '../../../components/listing/use-listing-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { DOCTOR_COUNTRY, useHospitals } from '../api/doctors-api';
import { DirectoryCard } from '../components/directory-card';

/** The hospital list (the India doctors' hospitals): each item links to the India doctor list with ?hospital={id}. */
export function Component() {
  const f = useCareFormat();
  const title = f.t('listings.hospitals.title');
  usePageTitle(title);
  const { values, setFilters, reset, active, listRef } = useListingParams(['keyword'] as const);
  const needle = values.keyword?.toLocaleLowerCase();
  const query = useHospitals<HospitalListResponse>(DOCTOR_COUNTRY.in.countryId, (list) =>
    needle ? list.filter((h) => `${h.name} ${h.bn_name} ${h.city}`.toLocaleLowerCase().includes(needle)) : list,
  );
  const list = DOCTOR_COUNTRY.in.list;
  return (
    <ListingShell<Hospital>
      title={title}
      intro={
        <Button
          component={Link}
          to={list}
          variant="light"
          mt="sm"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {f.t('listings.specialists.viewAll')}
        </Button>
      }
      slider={{ kind: DOCTOR_COUNTRY.in.slider, label: f.t('listings.shell.sliderLabel') }}
      search={{
        label: f.t('listings.hospitals.searchLabel'),
        value: values.keyword,
        onSearch: (keyword) => setFilters({ keyword }),
      }}
      activeFilters={active}
      onReset={reset}
      query={query}
      listRef={listRef}
      cols={{ base: 1, sm: 2, lg: 3 }}
      itemKey={(h) => h.id}
      renderItem={(h) => <DirectoryCard to={`${list}?hospital=${h.id}`} name={f.name(h)} logo={h.logo} text={h.city} />}
    />
  );
}

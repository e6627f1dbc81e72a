import { Text } from '@mantine/core';
import { DHAKA_DISTRICT_ID, NURSE_ORDER_BY } from '@nirog/contracts';
import { PlaceFilter, SortFilter } from '../../../components/listing/filters';
import { ListingShell } from '../../../components/listing/listing-shell';
import { useCareFormat } from '../../../components/listing/use-care-format';
import { useDistricts } from '../../../components/listing/use-districts';
import { useListingParams } from '../../../components/listing/use-listing-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useNurseList } from '../api/nurses-api';
import { NurseCard } from '../../../components/listing/nurse-card';

const KEYS = ['keyword', 'district_and_subDistrict', 'district', 'order_by'] as const;

/** /nurse-appointment: the nurses (the place filter offers Dhaka only, spec 2 section 9), search and sort. */
export function Component() {
  const f = useCareFormat();
  const title = f.t('listings.nurses.title');
  usePageTitle(title);
  const { values, page, setFilters, setPage, reset, active, listRef } = useListingParams(KEYS);
  const districts = useDistricts();
  const query = useNurseList({ ...values, page });
  return (
    <ListingShell
      title={title}
      intro={
        <Text c="dimmed" size="sm">
          {f.t('listings.nurses.intro')}
        </Text>
      }
      slider={{ kind: 'nurse-slider', label: f.t('listings.shell.sliderLabel') }}
      search={{
        label: f.t('listings.nurses.searchLabel'),
        placeholder: f.t('listings.nurses.searchPlaceholder'),
        value: values.keyword,
        onSearch: (keyword) => setFilters({ keyword }),
      }}
      activeFilters={active}
      onReset={reset}
      filters={
        <>
          <PlaceFilter
            districts={(districts.data?.district_lists ?? []).filter((d) => d.id === DHAKA_DISTRICT_ID)}
            level={values.district_and_subDistrict}
            value={values.district}
            onChange={setFilters}
          />
          <SortFilter
            orders={NURSE_ORDER_BY}
            value={values.order_by}
            onChange={(order_by) => setFilters({ order_by })}
          />
        </>
      }
      query={query}
      onPageChange={setPage}
      listRef={listRef}
      itemKey={(nurse) => nurse.id}
      renderItem={(nurse) => <NurseCard nurse={nurse} />}
    />
  );
}

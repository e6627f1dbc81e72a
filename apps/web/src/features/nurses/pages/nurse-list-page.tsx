import { DHAKA_DISTRICT_ID, NURSE_ORDER_BY } from '@nirog/contracts/constants';
import { PlaceFilter, SortFilter } from '../../../components/listing/filters';
import { ListingShell } from '../../../components/listing/listing-shell';
import { useCareFormat } from '../../../components/listing/use-care-format';
import { districtsQueryOptions } from '../../../components/listing/use-districts';
import { listingPageData } from '../../../components/listing/listing-page-data';
import { type ListingValues, useListingParams } from '../../../components/listing/use-listing-params';
import { nurseListQuery, useNurseList } from '../api/nurses-api';
import { NurseCard } from '../../../components/listing/nurse-card';
import { filterLookup } from '../../../components/listing/filter-lookup';

const KEYS = ['keyword', 'district_and_subDistrict', 'district', 'order_by'] as const;
type Values = ListingValues<(typeof KEYS)[number]>;

/** The place filter's choices: Dhaka only. */
const DHAKA = filterLookup(districtsQueryOptions(), (data) =>
  data.district_lists.filter((d) => d.id === DHAKA_DISTRICT_ID),
);

export const handle = listingPageData({
  keys: KEYS,
  slider: 'nurse-slider',
  list: (values: Values, page) => nurseListQuery({ ...values, page }),
  lookups: (values) => (values.district ? [DHAKA.options] : []),
});

/** /nurse-appointment: the nurses (the place filter offers Dhaka only, spec 2 section 9), search and sort. */
export function Component() {
  const f = useCareFormat();
  const listing = useListingParams(KEYS);
  const { values, setFilters } = listing;
  const query = useNurseList({ ...values, page: listing.page });
  return (
    <ListingShell
      title={f.t('listings.nurses.title')}
      intro={f.t('listings.nurses.intro')}
      slider={{ kind: 'nurse-slider', label: f.t('listings.shell.sliderLabel') }}
      search={{
        label: f.t('listings.nurses.searchLabel'),
        placeholder: f.t('listings.nurses.searchPlaceholder'),
      }}
      listing={listing}
      filters={
        <>
          <PlaceFilter
            lookup={DHAKA}
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
      itemKey={(nurse) => nurse.id}
      renderItem={(nurse) => <NurseCard nurse={nurse} />}
    />
  );
}

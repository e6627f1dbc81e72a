import { AMBULANCE_CONDITIONS, AMBULANCE_ORDER_BY } from '@nirog/contracts/constants';
import { ChoiceFilter, PlaceFilter, SortFilter } from '../../../components/listing/filters';
import { ListingShell } from '../../../components/listing/listing-shell';
import { useCareFormat } from '../../../components/listing/use-care-format';
import { districtsQueryOptions } from '../../../components/listing/use-districts';
import { listingPageData } from '../../../components/listing/listing-page-data';
import { type ListingValues, useListingParams } from '../../../components/listing/use-listing-params';
import { ambulanceListQuery, useAmbulanceList } from '../api/ambulances-api';
import { AmbulanceCard } from '../../../components/listing/ambulance-card';
import { filterLookup } from '../../../components/listing/filter-lookup';

const KEYS = ['keyword', 'district_and_subDistrict', 'district', 'condition', 'order_by'] as const;
type Values = ListingValues<(typeof KEYS)[number]>;

const DISTRICTS = filterLookup(districtsQueryOptions(), (data) => data.district_lists);

export const handle = listingPageData({
  keys: KEYS,
  slider: 'ambulance-slider',
  list: (values: Values, page) => ambulanceListQuery({ ...values, page }),
  lookups: (values) => (values.district ? [DISTRICTS.options] : []),
});

/** /ambulance-booking: the ambulances by place, condition (AC / Non AC) and rating. */
export function Component() {
  const f = useCareFormat();
  const listing = useListingParams(KEYS);
  const { values, setFilters } = listing;
  const query = useAmbulanceList({ ...values, page: listing.page });
  return (
    <ListingShell
      title={f.t('listings.ambulances.title')}
      intro={f.t('listings.ambulances.intro')}
      slider={{ kind: 'ambulance-slider', label: f.t('listings.shell.sliderLabel') }}
      search={{
        label: f.t('listings.ambulances.searchLabel'),
        placeholder: f.t('listings.ambulances.searchPlaceholder'),
      }}
      listing={listing}
      filters={
        <>
          <PlaceFilter
            lookup={DISTRICTS}
            level={values.district_and_subDistrict}
            value={values.district}
            onChange={setFilters}
          />
          <ChoiceFilter
            label={f.t('listings.filters.condition')}
            allLabel={f.t('listings.filters.any')}
            options={AMBULANCE_CONDITIONS.map((c) => ({
              value: c,
              label: f.t(`careCard.conditions.${c === 'AC' ? 'ac' : 'nonAc'}`),
            }))}
            value={values.condition}
            onChange={(condition) => setFilters({ condition })}
          />
          <SortFilter
            orders={AMBULANCE_ORDER_BY}
            value={values.order_by}
            onChange={(order_by) => setFilters({ order_by })}
          />
        </>
      }
      query={query}
      itemKey={(a) => a.id}
      renderItem={(a) => <AmbulanceCard ambulance={a} />}
    />
  );
}

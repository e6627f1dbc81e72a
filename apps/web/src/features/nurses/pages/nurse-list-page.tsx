import { DHAKA_DISTRICT_ID, NURSE_ORDER_BY } from '@nirog/contracts';
import { PlaceFilter, SortFilter } from '../../../components/listing/filters';
import { ListingShell } from '../../../components/listing/listing-shell';
import { useCareFormat } from '../../../components/listing/use-care-format';
import { useDistricts } from '../../../components/listing/use-districts';
import { useListingParams } from '../../../components/listing/use-listing-params';
import { useNurseList } from '../api/nurses-api';
import { NurseCard } from '../../../components/listing/nurse-card';

const KEYS = ['keyword', 'district_and_subDistrict', 'district', 'order_by'] as const;

/** /nurse-appointment: the nurses (the place filter offers Dhaka only, spec 2 section 9), search and sort. */
export function Component() {
  const f = useCareFormat();
  const listing = useListingParams(KEYS);
  const { values, setFilters } = listing;
  const districts = useDistricts();
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
      itemKey={(nurse) => nurse.id}
      renderItem={(nurse) => <NurseCard nurse={nurse} />}
    />
  );
}

import { ONLINE_STATUSES, VIDEO_ORDER_BY } from '@nirog/contracts/constants';
import { ChoiceFilter, GenderFilter, SortFilter, SpecialistFilter } from '../../../components/listing/filters';
import { ListingShell } from '../../../components/listing/listing-shell';
import { useCareFormat } from '../../../components/listing/use-care-format';
import { type ListingValues, useListingParams } from '../../../components/listing/use-listing-params';
import { filterLookup } from '../../../components/listing/filter-lookup';
import { listingPageData } from '../../../components/listing/listing-page-data';
import { useListingPage } from '../../../components/listing/use-listing-query';
import { paths } from '../../../lib/paths';
import type { PageData } from '../../../lib/page-data';
import { type DoctorCountry, specialistsQuery, videoDoctorListQuery } from '../api/doctors-api';
import { DoctorCard } from '../../../components/listing/doctor-card';
import { specialistIds, specialistSelection } from '../components/specialist-selection';

/** The video listing's address bar names, the same as its call's (packages/contracts `VideoDoctorListQuerySchema`). */
const KEYS = ['keyword', 'specialists', 'specialist', 'gender', 'online_status', 'order_by'] as const;
type Values = ListingValues<(typeof KEYS)[number]>;

const SPECIALISTS = filterLookup(specialistsQuery(), (data) => data);

/** The list's call for the address's filters and page (the page's hook and the server render ask the same). */
const listQuery = (country: DoctorCountry, values: Values, page: number) =>
  videoDoctorListQuery(country, {
    keyword: values.keyword,
    specialists: specialistIds(values).join(',') || undefined,
    gender: values.gender,
    online_status: values.online_status,
    order_by: values.order_by,
    page,
  });

/** A video list's `handle`: rendered on the server with its slider, its page and the specialities it names. */
export const videoListData = (country: DoctorCountry): PageData =>
  listingPageData({
    keys: KEYS,
    slider: 'video-slider',
    list: (values: Values, page) => listQuery(country, values, page),
    lookups: (values) => (specialistIds(values).length > 0 ? [SPECIALISTS.options] : []),
  });

/**
 * /bd-video-consultancy and /in-video-consultancy: multi-select specialities, gender, online status and sort;
 * cards link to /video-consultancy/doctor/{id}.
 */
export function VideoListPage({ country }: { country: DoctorCountry }) {
  const f = useCareFormat();
  const listing = useListingParams(KEYS);
  const { values, setFilters } = listing;
  const specialists = specialistSelection(listing);
  const query = useListingPage(listQuery(country, values, listing.page));
  return (
    <ListingShell
      title={f.t(`listings.video.${country}.title`)}
      intro={f.t('listings.video.intro')}
      slider={{ kind: 'video-slider', label: f.t('listings.shell.sliderLabel') }}
      search={{
        label: f.t('listings.doctors.searchLabel'),
        placeholder: f.t('listings.doctors.searchPlaceholder'),
      }}
      listing={listing}
      activeFilters={specialists.active}
      filters={
        <>
          <SpecialistFilter lookup={SPECIALISTS} value={specialists.ids} onChange={specialists.onChange} />
          <GenderFilter value={values.gender} onChange={(gender) => setFilters({ gender })} />
          <ChoiceFilter
            label={f.t('listings.filters.onlineStatus')}
            allLabel={f.t('listings.filters.any')}
            options={ONLINE_STATUSES.map((s) => ({ value: s, label: f.t(`careCard.${s}`) }))}
            value={values.online_status}
            onChange={(online_status) => setFilters({ online_status })}
          />
          <SortFilter
            orders={VIDEO_ORDER_BY}
            value={values.order_by}
            onChange={(order_by) => setFilters({ order_by })}
          />
        </>
      }
      query={query}
      itemKey={(doctor) => doctor.id}
      renderItem={(doctor) => <DoctorCard doctor={doctor} to={paths.care.videoDoctor(doctor.id)} service="video" />}
    />
  );
}

import { Image } from '@mantine/core';
import { useParams } from 'react-router';
import { FactList } from '../../../components/data/fact-list';
import { DetailFrame, DetailSection, profileId } from '../../../components/listing/detail-frame';
import { profilePageData } from '../../../components/listing/listing-page-data';
import { NowLink } from '../../../components/listing/now-link';
import { useCareFormat } from '../../../components/listing/use-care-format';
import { paths } from '../../../lib/paths';
import { storageUrl } from '../../../lib/media';
import { ambulanceDetailQueryOptions, useAmbulanceDetail } from '../api/ambulances-api';

/** Rendered on the server with the ambulance and the first page of its reviews. */
export const handle = profilePageData({ kind: 'ambulance', detail: ambulanceDetailQueryOptions });

/** /ambulance-booking/ambulance/{id}: the ambulance's profile and its Book Now link. */
export function Component() {
  const f = useCareFormat();
  const id = profileId(useParams().id);
  const query = useAmbulanceDetail(id);
  return (
    <DetailFrame
      kind="ambulance"
      id={id}
      query={query}
      head={({ ambulance }) => ({
        name: ambulance.user.name,
        image: ambulance.photo,
        imageShape: 'wide',
        rating: { average: ambulance.reviews_avg_rating, count: ambulance.reviews_count },
        lines: [f.t('listings.ambulance.codeLine', { code: ambulance.ambulance_code }), f.place(ambulance)],
        actions: (
          <NowLink to={paths.care.now(paths.care.ambulance(ambulance.id))} size="md">
            {f.t('listings.ambulance.now')}
          </NowLink>
        ),
      })}
    >
      {({ ambulance }) => (
        <DetailSection title={f.t('listings.ambulance.about')}>
          <FactList
            facts={[
              { label: f.t('listings.ambulance.code'), value: ambulance.ambulance_code },
              {
                label: f.t('listings.filters.condition'),
                value: f.t(`careCard.conditions.${ambulance.condition === 'AC' ? 'ac' : 'nonAc'}`),
              },
              { label: f.t('listings.doctor.district'), value: f.name(ambulance.district) },
              { label: f.t('listings.doctor.subDistrict'), value: f.name(ambulance.sub_district) },
              { label: f.t('listings.nurse.location'), value: ambulance.location },
              { label: f.t('listings.ambulance.startingArea'), value: ambulance.starting_area },
              { label: f.t('listings.ambulance.owner'), value: ambulance.owner_name },
              { label: f.t('listings.ambulance.driver'), value: ambulance.driver_name },
            ]}
          />
          {ambulance.photo && (
            <Image
              src={storageUrl(ambulance.photo)}
              alt={f.t('listings.ambulance.photo', { name: ambulance.user.name })}
              radius="md"
              mt="md"
              mah={280}
              w="auto"
              fit="contain"
            />
          )}
        </DetailSection>
      )}
    </DetailFrame>
  );
}

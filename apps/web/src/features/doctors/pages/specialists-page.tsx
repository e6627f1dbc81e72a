import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { SpecialistListResponse } from '@nirog/contracts';
import { CardSkeletons } from '../../../components/listing/card-skeletons';
import { POPULAR_PLACEHOLDERS } from '../../../components/listing/listing-constants';
import { ProviderCard } from '../../../components/listing/provider-card';
import { useCareFormat } from '../../../components/listing/use-care-format';
import { useListingParams } from '../../../components/listing/use-listing-params';
import { paths } from '../../../lib/paths';
import { DOCTOR_COUNTRY, type DoctorCountry, usePopularVideoDoctors, useSpecialists } from '../api/doctors-api';
import { DirectoryListing } from '../components/directory-listing';
import { doctorTitle } from '../../../lib/doctor-title';

/** A title matches a search in English or Bengali, whatever the case. */
function matches(item: { title: string; bn_title: string }, keyword: string | undefined) {
  if (!keyword) return true;
  const needle = keyword.toLocaleLowerCase();
  return item.title.toLocaleLowerCase().includes(needle) || item.bn_title.includes(keyword);
}

/** The popular video doctors (6 placeholders while they load); hidden when there are none or they fail. */
function PopularDoctors({ country }: { country: DoctorCountry }) {
  const f = useCareFormat();
  const popular = usePopularVideoDoctors(country);
  const titleId = useId();
  if (popular.isError || (popular.data && popular.data.length === 0)) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3" id={titleId}>
          {f.t('listings.specialists.popular')}
        </Title>
        <Button
          component={Link}
          to={DOCTOR_COUNTRY[country].videoList}
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {f.t('listings.specialists.viewAll')}
        </Button>
      </Group>
      {popular.isPending ? (
        <CardSkeletons count={POPULAR_PLACEHOLDERS} cols={{ base: 1, sm: 2, lg: 3 }} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {popular.data.map((doctor) => (
            <ProviderCard
              key={doctor.id}
              to={paths.care.videoDoctor(doctor.id)}
              title={doctorTitle(f.t, doctor.title)}
              name={doctor.user.name}
              image={doctor.user.avatar}
              online={doctor.user.online_status}
              rating={{ average: doctor.reviews_avg_rating, count: doctor.reviews_count }}
              lines={[doctor.qualifications.map((q) => q.degree).join(', ')]}
              action={f.t('careCard.viewProfile')}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * The specialists pages: /bd-doctor-appointment/specialists, /in-doctor-appointment/specialists (each item
 * links to the doctor list with ?specialist={id}) and the video ones, which add the popular doctors block.
 */
export function SpecialistsPage({ country, video = false }: { country: DoctorCountry; video?: boolean }) {
  const f = useCareFormat();
  const listing = useListingParams(['keyword'] as const);
  const query = useSpecialists<SpecialistListResponse>((list) =>
    list.filter((s) => matches(s, listing.values.keyword)),
  );
  const list = video ? DOCTOR_COUNTRY[country].videoList : DOCTOR_COUNTRY[country].list;
  return (
    <DirectoryListing
      title={f.t(video ? `listings.specialists.video.${country}` : `listings.specialists.${country}`)}
      searchLabel={f.t('listings.specialists.searchLabel')}
      slider={video ? 'video-slider' : DOCTOR_COUNTRY[country].slider}
      allDoctors={list}
      listing={listing}
      query={query}
      toItem={(s) => ({
        id: s.id,
        to: `${list}?specialist=${s.id}`,
        name: f.title(s),
        logo: s.logo,
        text: f.language === 'bn' && s.bn_description ? s.bn_description : s.description,
      })}
    >
      {video && <PopularDoctors country={country} />}
    </DirectoryListing>
  );
}

import { Alert, Avatar, Container, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { ProviderKind } from '@nirog/contracts';
import { ApiError } from '../../lib/api-client';
import { storageUrl } from '../../lib/media';
import { usePageTitle } from '../../lib/use-page-title';
import { OnlineStatus } from './online-status';
import { ReviewsSection } from './reviews-section';
import { StarRating } from './star-rating';

/** The spec's empty-detail messages (spec 2 section 8), shown in the reader's language. */
const KNOWN_MESSAGES: Record<string, string> = {
  'Doctor not found': 'listings.detail.doctorNotFound',
  'This doctor is unavailable': 'listings.detail.unavailable.doctor',
  'This nurse is unavailable': 'listings.detail.unavailable.nurse',
  'This ambulance is unavailable': 'listings.detail.unavailable.ambulance',
};

export { profileId } from './provider-detail';

/** What a failed or empty profile shows in place of the profile. */
function Unavailable({ kind, error }: { kind: ProviderKind; error: unknown }) {
  const { t } = useTranslation();
  const fallback = kind === 'doctor' ? 'listings.detail.doctorNotFound' : `listings.detail.unavailable.${kind}`;
  const known = error instanceof ApiError ? KNOWN_MESSAGES[error.message] : undefined;
  const message =
    known || !(error instanceof ApiError) || error.status === 404 ? t(known ?? fallback) : error.message || t(fallback);
  return (
    <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="alert" title={message}>
      {t('listings.detail.lookElsewhere')}
    </Alert>
  );
}

export interface ProfileHead {
  name: string;
  title?: string;
  image: string | null;
  imageShape?: 'round' | 'wide';
  online?: 'online' | 'offline';
  rating: { average: number | null; count: number };
  /** Lines under the name: code, degrees, place ... */
  lines: ReactNode[];
  /** The "now" link(s). */
  actions: ReactNode;
}

/**
 * A public profile page (doctor, nurse, ambulance): the loading placeholders, the spec's "not found" or
 * "unavailable" message in place of the profile, or the profile's head (picture, name, online status, star
 * average with one decimal, the now link), its sections and the paged reviews.
 */
export function DetailFrame<D>({
  kind,
  id,
  query,
  head,
  children,
}: {
  kind: ProviderKind;
  id: number | null;
  query: UseQueryResult<D>;
  head: (data: D) => ProfileHead;
  children: (data: D) => ReactNode;
}) {
  const { t } = useTranslation();
  const profile = query.data ? head(query.data) : undefined;
  const fullName = profile ? [profile.title, profile.name].filter(Boolean).join(' ') : undefined;
  usePageTitle(fullName ?? t(`listings.detail.title.${kind}`));

  let body: ReactNode;
  if (id === null || (query.isError && !query.data)) body = <Unavailable kind={kind} error={query.error} />;
  else if (query.isPending || !query.data || !profile)
    body = (
      <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton h={160} radius="lg" />
        <Skeleton h={220} radius="lg" />
        <Skeleton h={120} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  else
    body = (
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Grid align="center" gap="md">
            <Grid.Col span={{ base: 12, sm: 'auto' }}>
              <Group wrap="nowrap" align="flex-start" gap="md">
                <Avatar
                  src={storageUrl(profile.image)}
                  alt=""
                  radius={profile.imageShape === 'wide' ? 'md' : 'xl'}
                  size={profile.imageShape === 'wide' ? undefined : 96}
                  w={profile.imageShape === 'wide' ? 140 : undefined}
                  h={profile.imageShape === 'wide' ? 96 : undefined}
                  color="teal"
                >
                  {Array.from(profile.name)[0]}
                </Avatar>
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                    {fullName}
                  </Title>
                  {profile.online && <OnlineStatus status={profile.online} />}
                  <StarRating average={profile.rating.average} count={profile.rating.count} />
                  {profile.lines.filter(Boolean).map((line, i) => (
                    <Text key={i} size="sm" c="dimmed">
                      {line}
                    </Text>
                  ))}
                </Stack>
              </Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 'content' }}>
              <Stack gap="xs">{profile.actions}</Stack>
            </Grid.Col>
          </Grid>
        </Paper>
        {children(query.data)}
        {id !== null && <ReviewsSection kind={kind} id={id} />}
      </Stack>
    );

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {body}
    </Container>
  );
}

/** A titled block of a profile page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="lg" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

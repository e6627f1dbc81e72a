import { Alert, Container, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useParams } from 'react-router';
import { errorMessage } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { profileId } from '../listing/detail-frame';

/** The yellow "cannot book here" message with its advice to look elsewhere. */
export function BookingUnavailable({ title, advice }: { title: string; advice: string }) {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="alert" title={title}>
      {advice}
    </Alert>
  );
}

/** The provider id of a booking page's address (`/…/{id}/now`), null when it is not a valid id. */
export function useBookingProviderId() {
  return profileId(useParams().id);
}

/**
 * A booking form's page (doctor, nurse, ambulance): the page title (the provider's name once loaded),
 * "not found" for a bad id or the provider's load error, placeholders while the provider loads, then the
 * page's own head and form for the loaded provider.
 */
export function BookingPageFrame<P>({
  query,
  provider,
  texts,
  kind,
  name,
  skeletonHeights,
  children,
}: {
  /** The provider's profile call (for its error). */
  query: Pick<UseQueryResult, 'isError' | 'error'>;
  /** The provider, once loaded. */
  provider: P | undefined;
  /** Prefix of the page's `notFound`, `lookElsewhere` and `pageTitle` (with `{{name}}`) translation keys. */
  texts: string;
  /** The page title while the provider loads (the kind of booking). */
  kind: string;
  name: (provider: P) => string;
  /** Heights of the head's and the form's placeholders. */
  skeletonHeights: [number, number];
  children: (provider: P) => ReactNode;
}) {
  const { t } = useTranslation();
  const idValid = useBookingProviderId() !== null;
  usePageTitle(provider ? t(`${texts}.pageTitle`, { name: name(provider) }) : kind);
  let body: ReactNode;
  if (!idValid || query.isError) {
    body = (
      <BookingUnavailable
        title={idValid ? errorMessage(query.error, t) : t(`${texts}.notFound`)}
        advice={t(`${texts}.lookElsewhere`)}
      />
    );
  } else if (!provider) {
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={skeletonHeights[0]} radius="md" />
        <Skeleton h={skeletonHeights[1]} radius="md" />
      </Stack>
    );
  } else {
    body = children(provider);
  }
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">{body}</Stack>
    </Container>
  );
}

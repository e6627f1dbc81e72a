import { Alert, Container, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/form-errors';

/** The yellow "cannot book here" message with its advice to look elsewhere. */
export function BookingUnavailable({ title, advice }: { title: string; advice: string }) {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} role="alert" title={title}>
      {advice}
    </Alert>
  );
}

/**
 * A booking form's page (doctor, nurse, ambulance): "not found" for a bad id or the provider's load error,
 * placeholders while the provider loads, then the page's own head and form.
 */
export function BookingPageFrame({
  idValid,
  failed,
  error,
  loaded,
  notFound,
  lookElsewhere,
  skeletonHeights,
  children,
}: {
  /** False when the address holds no valid provider id. */
  idValid: boolean;
  /** True when loading the provider failed; `error` says why. */
  failed: boolean;
  error: unknown;
  loaded: boolean;
  notFound: string;
  lookElsewhere: string;
  /** Heights of the head's and the form's placeholders. */
  skeletonHeights: [number, number];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (!idValid || failed) {
    body = <BookingUnavailable title={idValid ? errorMessage(error, t) : notFound} advice={lookElsewhere} />;
  } else if (!loaded) {
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={skeletonHeights[0]} radius="md" />
        <Skeleton h={skeletonHeights[1]} radius="md" />
      </Stack>
    );
  } else {
    body = children;
  }
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">{body}</Stack>
    </Container>
  );
}

import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state';
import { PagedQueryView } from '../../../components/data/paged-query-view';
import { PaymentReturnAlert } from '../../../components/payments/payment-return-alert';
import { paths } from '../../../lib/paths';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyBookings } from '../api/my-bookings';
import type { DoctorBookingKind } from '../booking-services';
import { BookingCard } from '../components/booking-card';

/** Where to find a doctor for each kind, from the empty list. */
const FIND: Record<DoctorBookingKind, string> = {
  appointment: paths.bdDoctors,
  video: paths.videoConsultation,
  audio: paths.videoConsultation,
};

/**
 * /profile/my-doctor-appointment, /profile/my-video-consultancy and /profile/my-audio-consultancy: the
 * patient's bookings, paginated, with the payment-return alert 2000 ms after coming back from paying.
 */
export function MyBookingsPage({ kind }: { kind: DoctorBookingKind }) {
  const { t } = useTranslation();
  usePageTitle(t(`bookings.list.title.${kind}`));
  const { params, update } = useListParams();
  const page = pageParam(params.get('page'));
  const bookings = useMyBookings(kind, page);
  const other = kind === 'video' ? 'audio' : kind === 'audio' ? 'video' : null;

  return (
    <Stack gap="md">
      <PaymentReturnAlert />
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h3">
          {t(`bookings.list.title.${kind}`)}
        </Title>
        {other && (
          <Anchor
            component={Link}
            to={other === 'audio' ? paths.profile.myAudioConsultancy : paths.profile.myVideoConsultancy}
            size="sm"
          >
            {t(`bookings.list.see.${other}`)}
          </Anchor>
        )}
      </Group>
      <PagedQueryView
        query={bookings}
        skeletonRows={4}
        onPageChange={(p) => update({ page: String(p) })}
        empty={
          <EmptyState
            icon={<IconCalendarEvent size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
            title={t(`bookings.list.empty.${kind}`)}
            text={t('bookings.list.empty.text')}
            action={
              <Button component={Link} to={FIND[kind]}>
                {t('bookings.list.empty.action')}
              </Button>
            }
          />
        }
      >
        {(items) => (
          <Stack gap="md">
            {items.map((row) => (
              <BookingCard key={row.id} kind={kind} row={row} />
            ))}
          </Stack>
        )}
      </PagedQueryView>
    </Stack>
  );
}

import { Anchor } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ListPage } from '../../../components/data/list-page';
import { paths } from '../../../lib/paths';
import { useListPage } from '../../../lib/use-list-params';
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
  const { page, setPage } = useListPage();
  const bookings = useMyBookings(kind, page);
  const other = kind === 'video' ? 'audio' : kind === 'audio' ? 'video' : null;
  return (
    <ListPage
      paymentReturn
      title={t(`bookings.list.title.${kind}`)}
      titleAside={
        other && (
          <Anchor
            component={Link}
            to={other === 'audio' ? paths.profile.myAudioConsultancy : paths.profile.myVideoConsultancy}
            size="sm"
          >
            {t(`bookings.list.see.${other}`)}
          </Anchor>
        )
      }
      query={bookings}
      onPageChange={setPage}
      empty={{
        icon: IconCalendarEvent,
        title: t(`bookings.list.empty.${kind}`),
        text: t('bookings.list.empty.text'),
        action: { label: t('bookings.list.empty.action'), to: FIND[kind] },
      }}
      card={(row) => <BookingCard kind={kind} row={row} />}
    />
  );
}

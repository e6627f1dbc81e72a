import { useEffect } from 'react';
import { IconAmbulance } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import { AMBULANCE_BOOKING_EVENT } from '@nirog/contracts';
import { ListPage } from '../../../components/data/list-page';
import { notify } from '../../../lib/notify';
import { onRealtimeEvent } from '../../../lib/realtime';
import { useFormatters } from '../../../lib/use-formatters';
import { useListPage } from '../../../lib/use-list-params';
import { ambulanceBookingsKeys, useAmbulanceBookings } from '../api/ambulance-bookings';
import { AmbulanceBookingCard } from '../components/ambulance-booking-card';

/**
 * /sp/ambulance/bookings: the owner's Booking List (spec 3), with placeholders, an empty state, pages, the
 * payment-return alert 2 s after paying a service charge, and new bookings told at once (realtime).
 */
export function Component() {
  const { t } = useTranslation();
  const f = useFormatters();
  const client = useQueryClient();
  const { page, setPage } = useListPage();
  const query = useAmbulanceBookings(page);

  useEffect(
    () =>
      onRealtimeEvent(AMBULANCE_BOOKING_EVENT, (booking) => {
        notify(
          'info',
          t('careBookings.ambulanceDashboard.newBooking', {
            id: f.digits(booking.booking_id),
            name: booking.customer_name,
            from: booking.start_location,
            to: booking.end_location,
          }),
        );
        void client.invalidateQueries({ queryKey: ambulanceBookingsKeys.all });
      }),
    [client, t, f],
  );

  return (
    <ListPage
      paymentReturn
      title={t('careBookings.ambulanceDashboard.title')}
      query={query}
      onPageChange={setPage}
      skeletonRows={5}
      empty={{
        icon: IconAmbulance,
        title: t('careBookings.ambulanceDashboard.empty'),
        text: t('careBookings.ambulanceDashboard.emptyText'),
      }}
      card={(row) => <AmbulanceBookingCard row={row} />}
    />
  );
}

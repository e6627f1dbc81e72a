import { useEffect } from 'react';
import { Stack, Title } from '@mantine/core';
import { IconAmbulance } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AMBULANCE_BOOKING_EVENT } from '@nirog/contracts';
import { EmptyState } from '../../../components/data/empty-state';
import { PagedQueryView } from '../../../components/data/paged-query-view';
import { PaymentReturnAlert } from '../../../components/payments/payment-return-alert';
import { notify } from '../../../lib/notify';
import { onRealtimeEvent } from '../../../lib/realtime';
import { useFormatters } from '../../../lib/use-formatters';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { ambulanceBookingsKeys, useAmbulanceBookings } from '../api/ambulance-bookings';
import { AmbulanceBookingCard } from '../components/ambulance-booking-card';

/**
 * /sp/ambulance/bookings: the owner's Booking List (spec 3), with placeholders, an empty state, pages, the
 * payment-return alert 2 s after paying a service charge, and new bookings told at once (realtime).
 */
export function Component() {
  const { t } = useTranslation();
  const f = useFormatters();
  usePageTitle(t('careBookings.ambulanceDashboard.title'));
  const client = useQueryClient();
  const { params, update } = useListParams();
  const query = useAmbulanceBookings(pageParam(params.get('page')));

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
    <Stack gap="md">
      <PaymentReturnAlert />
      <Title order={1} size="h3">
        {t('careBookings.ambulanceDashboard.title')}
      </Title>
      <PagedQueryView
        query={query}
        skeletonRows={5}
        onPageChange={(p) => update({ page: String(p) })}
        empty={
          <EmptyState
            icon={<IconAmbulance size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
            title={t('careBookings.ambulanceDashboard.empty')}
            text={t('careBookings.ambulanceDashboard.emptyText')}
          />
        }
      >
        {(items) => (
          <Stack gap="md">
            {items.map((row) => (
              <AmbulanceBookingCard key={row.id} row={row} />
            ))}
          </Stack>
        )}
      </PagedQueryView>
    </Stack>
  );
}

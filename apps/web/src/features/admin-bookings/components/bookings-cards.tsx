import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminBooking } from '@nirog/contracts';
import { CustomerCell } from '../../../components/data/customer-cell';
import { useFormatters } from '../../../lib/use-formatters';
import { BookingPaymentBadge, BookingStatusBadge, RefundDueBadge } from './booking-badges';
import { BookingLink, ProviderCell } from './booking-people';
import { BookingWhen } from './booking-when';

/** The bookings list on phones: one card per booking. */
export function BookingsCards({ bookings }: { bookings: AdminBooking[] }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {bookings.map((booking) => (
        <Card key={booking.id} withBorder component="li" padding="sm">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <BookingLink id={booking.id} />
                <Text size="sm">{t(`adminBookings.kind.${booking.kind}`)}</Text>
              </div>
              <BookingStatusBadge status={booking.status} />
            </Group>
            <BookingWhen booking={booking} />
            <CustomerCell customer={booking.patient} />
            <ProviderCell provider={booking.provider} />
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {money(booking.total_amount)}
              </Text>
              <Group gap={4}>
                <BookingPaymentBadge status={booking.payment_status} />
                <RefundDueBadge booking={booking} />
              </Group>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

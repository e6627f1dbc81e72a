import { Group, Table } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminBooking } from '@nirog/contracts';
import { CustomerCell } from '../../../components/data/customer-cell';
import { useFormatters } from '../../../lib/use-formatters';
import { BookingPaymentBadge, BookingStatusBadge, RefundDueBadge } from './booking-badges';
import { BookingLink, ProviderCell } from './booking-people';
import { BookingWhen } from './booking-when';

/** The bookings list on wide screens (scrolls sideways when the back office is narrow). */
export function BookingsTable({ bookings }: { bookings: AdminBooking[] }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const c = (key: string) => t(`adminBookings.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('booking')}</Table.Th>
            <Table.Th>{c('when')}</Table.Th>
            <Table.Th>{c('patient')}</Table.Th>
            <Table.Th>{c('provider')}</Table.Th>
            <Table.Th>{c('total')}</Table.Th>
            <Table.Th>{c('payment')}</Table.Th>
            <Table.Th>{c('status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <Table.Tr key={booking.id}>
              <Table.Td>
                <BookingLink id={booking.id} />
                <div>{t(`adminBookings.kind.${booking.kind}`)}</div>
              </Table.Td>
              <Table.Td>
                <BookingWhen booking={booking} />
              </Table.Td>
              <Table.Td>
                <CustomerCell customer={booking.patient} />
              </Table.Td>
              <Table.Td>
                <ProviderCell provider={booking.provider} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(booking.total_amount)}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <BookingPaymentBadge status={booking.payment_status} />
                  <RefundDueBadge booking={booking} />
                </Group>
              </Table.Td>
              <Table.Td>
                <BookingStatusBadge status={booking.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

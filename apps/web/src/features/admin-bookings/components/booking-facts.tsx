import { Anchor, Card, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { AdminBookingDetail } from '@nirog/contracts';
import { FactList } from '../../../components/data/fact-list';
import { useFormatters } from '../../../lib/use-formatters';
import { BookingPaymentBadge } from './booking-badges';
import { BookingWhen } from './booking-when';

/** Who, with whom, when, and where the booking stands: the patient and provider link to their back-office pages. */
export function BookingFacts({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const title = t('adminBookings.detail.facts');
  const f = (key: string) => t(`adminBookings.detail.${key}`);
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <FactList
          facts={[
            { label: f('kind'), value: t(`adminBookings.kind.${booking.kind}`) },
            { label: f('when'), value: <BookingWhen booking={booking} /> },
            {
              label: f('patient'),
              value: (
                <>
                  <Anchor component={Link} to={`/admin/users/${booking.patient.id}`} size="sm">
                    {booking.patient.name}
                  </Anchor>
                  {`\n${booking.patient.email}`}
                  {booking.patient.phone ? `\n${booking.patient.phone}` : ''}
                </>
              ),
            },
            {
              label: f('provider'),
              value: (
                <>
                  <Anchor component={Link} to={`/admin/providers/${booking.provider.id}`} size="sm">
                    {booking.provider.name}
                  </Anchor>
                  {`\n${booking.provider.code}`}
                </>
              ),
            },
            { label: f('payment'), value: <BookingPaymentBadge status={booking.payment_status} /> },
            { label: f('bookedOn'), value: date(booking.created_at) },
            ...(booking.cancel_reason ? [{ label: f('cancelReason'), value: booking.cancel_reason }] : []),
            ...(booking.refunded_at ? [{ label: f('refundedOn'), value: date(booking.refunded_at) }] : []),
          ]}
        />
      </Stack>
    </Card>
  );
}

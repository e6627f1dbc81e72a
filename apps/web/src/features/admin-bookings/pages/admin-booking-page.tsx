import { Alert, Anchor, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { AdminPageHeading } from '../../../components/data/admin-page-heading';
import { useAdminBookingBlocks } from '../../../components/booking-tools';
import { QueryError } from '../../../components/data/query-error';
import { useFormatters } from '../../../lib/use-formatters';
import { useAdminBooking } from '../api/get-admin-booking';
import { BookingPaymentBadge, BookingStatusBadge, RefundDueBadge } from '../components/booking-badges';
import { BookingCancel } from '../components/booking-cancel';
import { BookingFacts } from '../components/booking-facts';
import { BookingHistory } from '../components/booking-history';
import { BookingMoney } from '../components/booking-money';
import { BookingPricePanel } from '../components/booking-price-panel';
import { BookingRefundPanel } from '../components/booking-refund-panel';
import { bookingsPath } from '../components/bookings-paths';

/**
 * /admin/bookings/:id: one booking of any kind with its fee breakdown and history; staff cancel it with a
 * reason and record a refund. A kind's own feature adds its block (a nurse's agreed price, an
 * ambulance's service charge) through `AdminBookingBlocksProvider`.
 */
export function AdminBookingPage() {
  const { t } = useTranslation();
  const { digits, date } = useFormatters();
  const id = Number(useParams().id);
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const booking = useAdminBooking(id);
  const blocks = useAdminBookingBlocks();
  const validId = Number.isInteger(id) && id > 0;
  const KindBlock = booking.data ? blocks[booking.data.kind] : undefined;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`${bookingsPath()}${listSearch}`} size="sm">
        <Group gap={6} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('adminBookings.detail.back')}
        </Group>
      </Anchor>

      {!validId ? (
        <Alert color="yellow" role="alert">
          {t('adminBookings.detail.notFound')}
        </Alert>
      ) : booking.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={40} w="50%" />
          <Skeleton h={180} />
          <Skeleton h={220} />
        </Stack>
      ) : booking.isError ? (
        <QueryError error={booking.error} onRetry={() => void booking.refetch()} />
      ) : (
        <>
          <AdminPageHeading
            title={t('adminBookings.number', { id: digits(booking.data.id) })}
            badges={
              <>
                <BookingStatusBadge status={booking.data.status} />
                <BookingPaymentBadge status={booking.data.payment_status} />
                <RefundDueBadge booking={booking.data} />
              </>
            }
            intro={t('adminBookings.detail.subtitle', {
              kind: t(`adminBookings.kind.${booking.data.kind}`),
              date: date(booking.data.created_at),
            })}
            aside={<BookingCancel booking={booking.data} />}
          />
          <BookingRefundPanel booking={booking.data} />
          <BookingPricePanel booking={booking.data} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <BookingFacts booking={booking.data} />
                {KindBlock && <KindBlock booking={booking.data} onChanged={() => void booking.refetch()} />}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <BookingMoney booking={booking.data} />
            </Grid.Col>
          </Grid>
          <BookingHistory booking={booking.data} />
        </>
      )}
    </Stack>
  );
}

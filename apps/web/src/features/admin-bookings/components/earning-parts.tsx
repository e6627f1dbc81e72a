import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { AdminEarning, StatusStyle } from '@nirog/contracts';
import { StatusBadge } from '../../../components/data/status-badge';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useFormatters } from '../../../lib/use-formatters';
import { useMarkEarningPaid } from '../api/mark-earning-paid';
import { bookingsPath } from './bookings-paths';

/** Spec 2 section 4: Ready primary, Completed success; a cancelled one is red here, the rest waits. */
const EARNING_TONES: Record<AdminEarning['status'], StatusStyle> = {
  Pending: 'warning',
  Ready: 'info',
  Completed: 'success',
  Cancelled: 'danger',
};

export function EarningStatusBadge({ status }: { status: AdminEarning['status'] }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={EARNING_TONES[status]} miw="max-content">
      {t(`adminBookings.earnings.status.${status}`)}
    </StatusBadge>
  );
}

/** The booking the earning came from. */
export function EarningBookingLink({ earning }: { earning: AdminEarning }) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  return (
    <Anchor component={Link} to={bookingsPath(earning.booking_id)} fw={600}>
      {t('adminBookings.number', { id: digits(earning.booking_id) })}
    </Anchor>
  );
}

/** An amount in taka with its rupee equivalent under it. */
export function TwoCurrencies({ bdt, inr }: { bdt: number; inr: number }) {
  const { money, rupees } = useFormatters();
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {money(bdt)}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {rupees(inr)}
      </Text>
    </Stack>
  );
}

/** When it was earned, and when paid out. */
export function EarningDates({ earning }: { earning: AdminEarning }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {date(earning.created_at, 'D MMM YYYY')}
      </Text>
      {earning.paid_at && (
        <Text size="xs" c="dimmed">
          {t('adminBookings.earnings.paidOn', { date: date(earning.paid_at, 'D MMM YYYY') })}
        </Text>
      )}
    </Stack>
  );
}

/** Record the payout of a Ready earning (after a question); only Ready ones can be paid. */
export function MarkPaidButton({ earning }: { earning: AdminEarning }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const paid = useMarkEarningPaid();
  if (earning.status !== 'Ready') return null;
  const ask = () =>
    confirmAction(t, {
      title: t('adminBookings.earnings.confirmTitle'),
      body: (
        <Text size="sm">
          {t('adminBookings.earnings.confirmBody', {
            amount: money(earning.total_benefit_in_bdt),
            name: earning.referrer.name,
          })}
        </Text>
      ),
      confirm: t('adminBookings.earnings.markPaid'),
      onConfirm: () =>
        paid.mutate(earning.id, {
          onSuccess: (answer) => notify('success', answer.message),
          onError: (error) => notify('error', errorMessage(error, t)),
        }),
    });
  return (
    <Button size="xs" onClick={ask} loading={paid.isPending}>
      {t('adminBookings.earnings.markPaid')}
    </Button>
  );
}

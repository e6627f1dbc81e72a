import { useState } from 'react';
import { Avatar, Button, Group, Modal, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { PROVIDER_FEE_MAX, type AmbulanceProviderBooking } from '@nirog/contracts';
import { CompleteWhenDue } from '../../../components/booking-list/complete-when-due';
import { FactList } from '../../../components/data/fact-list';
import { StatusBadge } from '../../../components/data/status-badge';
import { PayNowButton } from '../../../components/payments/pay-now-button';
import { ApiError } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/form-errors';
import { storageUrl } from '../../../lib/media';
import { notify } from '../../../lib/notify';
import { useFormatters } from '../../../lib/use-formatters';
import { useCompleteBooking, useServiceChargeRule } from '../api/ambulance-bookings';

/** Completed: at once for a flat charge; for a percent charge the fare is asked first. */
function CompleteAction({ row }: { row: AmbulanceProviderBooking }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const rule = useServiceChargeRule();
  const complete = useCompleteBooking(row.id);
  const [asking, setAsking] = useState(false);
  const [fare, setFare] = useState<number | string>('');
  const [fareError, setFareError] = useState<string | null>(null);
  const number = f.digits(row.id);
  const send = (value?: number) =>
    complete.mutate(value, {
      onSuccess: (answer) => {
        setAsking(false);
        notify('success', answer.message);
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.errors?.fare?.[0] : undefined;
        if (field) setFareError(field);
        else notifyFailure(error, t('careBookings.ambulanceDashboard.tryAgain'), 'warning');
      },
    });
  return (
    <>
      <Button
        color="teal"
        leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
        loading={complete.isPending && !asking}
        disabled={rule.isPending}
        aria-label={t('careBookings.ambulanceDashboard.completeFor', { id: number })}
        onClick={() => (rule.data?.type === 'percent' ? setAsking(true) : send())}
      >
        {t('careBookings.ambulanceDashboard.complete')}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('careBookings.ambulanceDashboard.fareTitle', { id: number })}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const value = Number(fare);
            if (!fare || !(value > 0)) {
              setFareError(t('careBookings.ambulanceDashboard.fare'));
              return;
            }
            send(value);
          }}
        >
          <Stack gap="md">
            <NumberInput
              label={t('careBookings.ambulanceDashboard.fare')}
              description={t('careBookings.ambulanceDashboard.fareHint', { percent: f.digits(rule.data?.value ?? 0) })}
              required
              min={1}
              max={PROVIDER_FEE_MAX}
              decimalScale={2}
              allowNegative={false}
              leftSection={<span aria-hidden>৳</span>}
              value={fare}
              onChange={(value) => {
                setFare(value);
                setFareError(null);
              }}
              error={fareError}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setAsking(false)}>
                {t('careBookings.ambulanceDashboard.cancel')}
              </Button>
              <Button type="submit" color="teal" loading={complete.isPending}>
                {t('careBookings.ambulanceDashboard.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/**
 * One booking of the owner's Booking List (spec 3 "Ambulance area"): booking id, creation time, status, the
 * customer, the journey, Completed while Ready, and "Pay service charge {amount} Tk now" for a Completed
 * booking whose charge is unpaid.
 */
export function AmbulanceBookingCard({ row }: { row: AmbulanceProviderBooking }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const number = f.digits(row.id);
  const headingId = `ambulance-booking-${row.id}`;
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h5" id={headingId}>
              {t('careBookings.ambulanceDashboard.heading', { id: number })}
            </Title>
            <Text size="xs" c="dimmed">
              {t('careBookings.ambulanceDashboard.bookedAt', { date: f.date(row.created_at) })}
            </Text>
          </div>
          <Group gap={6}>
            <StatusBadge tone={row.status_style}>{t(`bookings.status.${row.status}`)}</StatusBadge>
            {row.status === 'Completed' && row.total_amount > 0 && (
              <StatusBadge tone={row.payment_status_style}>
                {row.payment_status === 'Paid'
                  ? t('careBookings.ambulanceDashboard.chargePaid')
                  : t(`bookings.paymentStatus.${row.payment_status}`)}
              </StatusBadge>
            )}
          </Group>
        </Group>
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <Avatar src={storageUrl(row.user.avatar)} alt="" radius="xl" color="teal">
            {row.user.name.charAt(0)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {t('careBookings.ambulanceDashboard.customer')}
            </Text>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.user.name}
            </Text>
            {row.user.phone && (
              <Text size="sm" component="a" href={`tel:${row.user.phone}`} c="teal.9">
                {f.digits(row.user.phone)}
              </Text>
            )}
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.user.email}
            </Text>
          </div>
        </Group>
        <FactList
          facts={[
            { label: t('careBookings.ambulanceDashboard.start'), value: row.start_location },
            { label: t('careBookings.ambulanceDashboard.end'), value: row.end_location },
          ]}
        />
        {row.status === 'Completed' && row.total_amount > 0 && (
          <Text size="sm">{t('careBookings.ambulanceDashboard.chargeLine', { amount: f.taka(row.total_amount) })}</Text>
        )}
        <Group gap="xs" justify="flex-end">
          {/* Booked for now: no day to wait for (`can_complete` as soon as it is Ready). */}
          <CompleteWhenDue booking={row} day={null}>
            <CompleteAction row={row} />
          </CompleteWhenDue>
          {row.status === 'Completed' && row.need_payment_crypt_id && (
            <PayNowButton
              paymentId={row.need_payment_crypt_id}
              // The Bengali label is long: it wraps on a phone instead of being cut.
              styles={{
                root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
                label: { whiteSpace: 'normal', textAlign: 'center' },
              }}
              label={t('careBookings.ambulanceDashboard.payCharge', {
                amount: f.digits(row.total_amount.toLocaleString('en-US', { maximumFractionDigits: 2 })),
              })}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminBookingDetail } from '@nirog/contracts';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useFormatters } from '../../../lib/use-formatters';
import { useMarkBookingRefunded } from '../api/mark-booking-refunded';

/**
 * Money received for a booking that will not take place: staff give it back through the gateway (or in
 * cash), then record it here; the booking's payment becomes Refunded.
 */
export function BookingRefundPanel({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation();
  const { money, digits } = useFormatters();
  const refunded = useMarkBookingRefunded();
  if (!booking.refund_due) return null;
  const amount = money(booking.total_amount);
  const ask = () =>
    confirmAction(t, {
      title: t('adminBookings.refund.confirmTitle', { id: digits(booking.id) }),
      body: <Text size="sm">{t('adminBookings.refund.confirmBody', { amount, name: booking.patient.name })}</Text>,
      confirm: t('adminBookings.refund.confirm'),
      onConfirm: () =>
        refunded.mutate(booking.id, {
          onSuccess: (answer) => notify('success', answer.message),
          onError: (error) => notify('error', errorMessage(error, t)),
        }),
    });
  return (
    <Alert
      color="red"
      icon={<IconReceiptRefund size={20} aria-hidden />}
      title={t('adminBookings.refund.title')}
      // A standing notice named by its title, not an alert announced on every render.
      role="region"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('adminBookings.refund.explain', { amount, name: booking.patient.name })}</Text>
        <Button color="red" size="sm" onClick={ask} loading={refunded.isPending}>
          {t('adminBookings.refund.button')}
        </Button>
      </Stack>
    </Alert>
  );
}

import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminBookingDetail } from '@nirog/contracts';
import { ReasonModal, useReasonAction } from '../../../components/data/reason-modal';
import { useFormatters } from '../../../lib/use-formatters';
import { useCancelAdminBooking } from '../api/cancel-admin-booking';

/** Staff cancel an upcoming booking with a reason the patient is mailed; a paid one is flagged for refund. */
export function BookingCancel({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation();
  const { digits, money } = useFormatters();
  const [opened, setOpened] = useState(false);
  const action = useReasonAction(
    useCancelAdminBooking(),
    (reason) => ({ id: booking.id, reason }),
    () => setOpened(false),
  );
  if (booking.status !== 'Pending' && booking.status !== 'Ready') return null;
  const paid = booking.payment_status === 'Paid' && booking.total_amount > 0;
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconCalendarX size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('adminBookings.cancel.button')}
      </Button>
      <ReasonModal
        opened={opened}
        title={t('adminBookings.cancel.title', { id: digits(booking.id) })}
        explain={
          paid
            ? t('adminBookings.cancel.explainPaid', { amount: money(booking.total_amount) })
            : t('adminBookings.cancel.explain')
        }
        label={t('adminBookings.cancel.reason')}
        requiredMessage={t('adminBookings.cancel.reasonRequired')}
        confirmLabel={t('adminBookings.cancel.confirm')}
        cancelLabel={t('adminBookings.cancel.keep')}
        {...action}
      />
    </>
  );
}

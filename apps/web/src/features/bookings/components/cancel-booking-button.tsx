import { Button, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCancelBooking } from '../api/my-bookings';

/** Cancel, after a yes/no question; offered while the server says the booking may still be cancelled (`can_cancel`). */
export function CancelBookingButton({ bookingId, paid, label }: { bookingId: number; paid: boolean; label: string }) {
  const { t } = useTranslation();
  const cancel = useCancelBooking();
  const ask = () =>
    confirmAction(t, {
      title: t('bookings.cancel.title', { id: bookingId }),
      body: <Text size="sm">{paid ? t('bookings.cancel.explainPaid') : t('bookings.cancel.explain')}</Text>,
      confirm: t('bookings.cancel.confirm'),
      danger: true,
      onConfirm: () =>
        cancel.mutate(bookingId, {
          onSuccess: (answer) => notify('success', answer.message),
          onError: (error) => notify('error', errorMessage(error, t)),
        }),
    });
  return (
    <Button
      variant="outline"
      color="red"
      leftSection={<IconX size={16} aria-hidden="true" />}
      loading={cancel.isPending}
      onClick={ask}
      aria-label={label}
    >
      {t('bookings.cancel.label')}
    </Button>
  );
}

import { Alert, Stack, Text } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminBookingDetail } from '@nirog/contracts';
import { AgreedPriceForm } from '../../../components/payments/agreed-price-form';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSetAgreedPrice } from '../api/care-bookings-admin';

/**
 * A nurse booking of several days waits for its price (Pending, nothing to pay yet): staff may set the
 * price agreed with the patient, who is then mailed to pay.
 */
export function BookingPricePanel({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation();
  const agree = useSetAgreedPrice();
  if (booking.kind !== 'nurse' || booking.status !== 'Pending' || booking.need_payment_crypt_id !== null) return null;
  return (
    <Alert
      color="yellow"
      icon={<IconCoin size={20} aria-hidden />}
      title={t('adminCareBookings.price.title')}
      role="region"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('adminCareBookings.price.explain', { name: booking.patient.name })}</Text>
        <AgreedPriceForm
          label={t('adminCareBookings.price.label')}
          saveLabel={t('adminCareBookings.price.save')}
          pending={agree.isPending}
          error={agree.error ? errorMessage(agree.error, t) : null}
          onSave={(price) =>
            agree.mutate({ id: booking.id, price }, { onSuccess: (answer) => notify('success', answer.message) })
          }
        />
      </Stack>
    </Alert>
  );
}

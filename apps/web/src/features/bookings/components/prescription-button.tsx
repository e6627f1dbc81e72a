import { Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useDownloadPrescription } from '../api/my-bookings';

/**
 * The consultation's prescription (spec 2 section 4): a download once the doctor has written it
 * (`prescription_is_ready`), otherwise "Prescription is not ready yet".
 */
export function PrescriptionButton({ bookingId, ready }: { bookingId: number; ready: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadPrescription();
  if (!ready) {
    return (
      <Text size="sm" c="dimmed">
        {t('bookings.prescription.notReady')}
      </Text>
    );
  }
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={download.isPending}
      onClick={() =>
        download.mutate(bookingId, {
          onError: (error) =>
            notify(
              'error',
              error instanceof ApiError && error.status === 404
                ? t('bookings.prescription.notReady')
                : errorMessage(error, t),
            ),
        })
      }
    >
      {t('bookings.prescription.download')}
    </Button>
  );
}

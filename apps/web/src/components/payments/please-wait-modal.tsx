import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n';

/**
 * The blocking 'Please wait...' popup shown while the browser leaves for the payment page (spec 1 section 4):
 * no close button, Escape and outside clicks do nothing.
 */
export function PleaseWaitModal({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="sm"
      title={t('common.payment.pleaseWait')}
      aria-busy="true"
    >
      <Stack align="center" gap="sm" ta="center">
        <Loader aria-hidden="true" />
        <Text>{t('common.payment.dontClose')}</Text>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { MedicineRequestStoreResponse } from '@nirog/contracts';

/** Spec 1 section 4: the answer's message in a popup, its status as the icon; closing it moves on. */
export function RequestSentModal({
  answer,
  onClose,
}: {
  answer: MedicineRequestStoreResponse | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const success = answer?.status === 'success';
  return (
    <Modal
      opened={answer !== null}
      onClose={onClose}
      centered
      withCloseButton={false}
      title={t('medicineRequests.form.sentTitle')}
    >
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color={success ? 'teal' : 'blue'} variant="light" data-status={answer?.status}>
          {success ? <IconCheck size={32} aria-hidden="true" /> : <IconInfoCircle size={32} aria-hidden="true" />}
        </ThemeIcon>
        <Text>{answer?.message}</Text>
        <Group justify="center">
          <Button onClick={onClose} data-autofocus>
            {t('medicineRequests.form.seeRequests')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

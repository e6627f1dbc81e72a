import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUpdateAdminPrescriptionStatus } from '../api/update-admin-prescription-status';

const NOTE_MAX = 1000;

/** Marks the prescription Reviewed, with an optional note to the patient (who is mailed). */
export function ReviewModal({
  prescriptionId,
  opened,
  onClose,
}: {
  prescriptionId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('adminPharmacy.review.title')} centered>
      {/* Inside the modal, so the note is forgotten each time it closes. */}
      <ReviewForm prescriptionId={prescriptionId} onClose={onClose} />
    </Modal>
  );
}

function ReviewForm({ prescriptionId, onClose }: { prescriptionId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const review = useUpdateAdminPrescriptionStatus();
  const form = useForm({ initialValues: { note: '' } });

  const submit = form.onSubmit(
    ({ note }) =>
      review.mutate(
        { id: prescriptionId, status: 'Reviewed', note: note.trim() || null },
        {
          onSuccess: (answer) => {
            notify('success', answer.message);
            onClose();
          },
          onError: (error) => showFormError(form, error, t),
        },
      ),
    revealInvalidFields,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('adminPharmacy.review.explain')}</Text>
        <Textarea
          label={t('adminPharmacy.review.note')}
          description={t('adminPharmacy.review.noteHint')}
          rows={4}
          maxLength={NOTE_MAX}
          data-autofocus
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={review.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={review.isPending}>
            {t('adminPharmacy.review.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

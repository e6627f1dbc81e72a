import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@nirog/contracts';
import { showFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useBlockAdminUser } from '../api/block-admin-user';

export const BLOCK_REASON_MAX = 500;

/** Asks why, then blocks the user (who is signed out of every device at once). */
export function BlockUserModal({
  user,
  opened,
  onClose,
}: {
  user: Pick<AdminUserDetail, 'id' | 'name'>;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const block = useBlockAdminUser();
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : t('admin.block.reasonRequired')) },
  });

  const close = () => {
    form.reset();
    block.reset();
    onClose();
  };

  const submit = form.onSubmit(({ reason }) => {
    block.mutate(
      { id: user.id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          close();
        },
        onError: (error) => showFormError(form, error, t),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('admin.block.title', { name: user.name })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('admin.block.explain')}</Text>
          <Textarea
            label={t('admin.block.reason')}
            description={t('admin.block.reasonHint')}
            required
            rows={4}
            maxLength={BLOCK_REASON_MAX}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={block.isPending}>
              {t('admin.actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={block.isPending}>
              {t('admin.block.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

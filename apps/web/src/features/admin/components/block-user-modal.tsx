import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@nirog/contracts';
import { ReasonModal } from '../../../components/data/reason-modal';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useBlockAdminUser } from '../api/block-admin-user';

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

  const close = () => {
    block.reset();
    onClose();
  };

  return (
    <ReasonModal
      opened={opened}
      onClose={close}
      title={t('admin.block.title', { name: user.name })}
      explain={t('admin.block.explain')}
      label={t('admin.block.reason')}
      description={t('admin.block.reasonHint')}
      requiredMessage={t('admin.block.reasonRequired')}
      confirmLabel={t('admin.block.confirm')}
      cancelLabel={t('admin.actions.cancel')}
      loading={block.isPending}
      error={block.error}
      onConfirm={(reason) =>
        block.mutate(
          { id: user.id, reason },
          {
            onSuccess: (answer) => {
              notify('success', answer.message);
              close();
            },
            onError: (error) => notify('error', errorMessage(error, t)),
          },
        )
      }
    />
  );
}

import { useTranslation } from '../../../i18n';
import type { AdminUserDetail } from '@nirog/contracts';
import { ReasonModal, useReasonAction } from '../../../components/data/reason-modal';
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
  const action = useReasonAction(useBlockAdminUser(), (reason) => ({ id: user.id, reason }), onClose);

  return (
    <ReasonModal
      opened={opened}
      title={t('admin.block.title', { name: user.name })}
      explain={t('admin.block.explain')}
      label={t('admin.block.reason')}
      description={t('admin.block.reasonHint')}
      requiredMessage={t('admin.block.reasonRequired')}
      confirmLabel={t('admin.block.confirm')}
      cancelLabel={t('admin.actions.cancel')}
      {...action}
    />
  );
}

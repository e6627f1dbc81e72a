import { useTranslation } from '../../../i18n';
import { ReasonModal, useReasonAction } from '../../../components/data/reason-modal';
import { useCancelAdminOrder } from '../api/cancel-admin-order';
import { useFormatters } from '../../../lib/use-formatters';

/** Asks why, then cancels the order. */
export function CancelOrderModal({
  orderId,
  opened,
  onClose,
}: {
  orderId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const action = useReasonAction(useCancelAdminOrder(), (reason) => ({ id: orderId, reason }), onClose);

  return (
    <ReasonModal
      opened={opened}
      title={t('adminOrders.cancel.title', { id: digits(orderId) })}
      explain={t('adminOrders.cancel.explain')}
      label={t('adminOrders.cancel.reason')}
      requiredMessage={t('adminOrders.cancel.reasonRequired')}
      confirmLabel={t('adminOrders.cancel.confirm')}
      cancelLabel={t('adminOrders.cancel.keep')}
      {...action}
    />
  );
}

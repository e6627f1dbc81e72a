import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/data/reason-modal';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
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
  const cancel = useCancelAdminOrder();

  const close = () => {
    cancel.reset();
    onClose();
  };

  return (
    <ReasonModal
      opened={opened}
      onClose={close}
      title={t('adminOrders.cancel.title', { id: digits(orderId) })}
      explain={t('adminOrders.cancel.explain')}
      label={t('adminOrders.cancel.reason')}
      requiredMessage={t('adminOrders.cancel.reasonRequired')}
      confirmLabel={t('adminOrders.cancel.confirm')}
      cancelLabel={t('adminOrders.cancel.keep')}
      loading={cancel.isPending}
      error={cancel.error}
      onConfirm={(reason) =>
        cancel.mutate(
          { id: orderId, reason },
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

import { useTranslation } from '../../../i18n';
import { CancelButton } from '../../../components/ui/cancel-button';
import { useCancelMyOrder } from '../api/cancel-my-order';

/** Cancel order, after a yes/no question; for an order that is still Pending and not paid (`can_cancel`). */
export function CancelOrderButton({ orderId, number }: { orderId: number; number: string }) {
  const { t } = useTranslation();
  const cancel = useCancelMyOrder();
  return (
    <CancelButton
      mutation={cancel}
      variables={orderId}
      title={t('orders.cancel.title', { id: number })}
      explain={t('orders.cancel.explain')}
      confirm={t('orders.cancel.confirm')}
      label={t('orders.cancel.label')}
      ariaLabel={t('orders.cancel.labelFor', { id: number })}
    />
  );
}

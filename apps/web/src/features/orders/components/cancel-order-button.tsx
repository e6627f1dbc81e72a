import { Button, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCancelMyOrder } from '../api/cancel-my-order';

/** Cancel order, after a yes/no question; for an order that is still Pending and not paid (`can_cancel`). */
export function CancelOrderButton({ orderId, number }: { orderId: number; number: string }) {
  const { t } = useTranslation();
  const cancel = useCancelMyOrder();
  const ask = () =>
    confirmAction(t, {
      title: t('orders.cancel.title', { id: number }),
      body: <Text size="sm">{t('orders.cancel.explain')}</Text>,
      confirm: t('orders.cancel.confirm'),
      danger: true,
      onConfirm: () =>
        cancel.mutate(orderId, {
          onSuccess: (answer) => notify('success', answer.message),
          onError: (error) => notify('error', errorMessage(error, t)),
        }),
    });
  return (
    <Button
      variant="outline"
      color="red"
      leftSection={<IconX size={16} aria-hidden="true" />}
      loading={cancel.isPending}
      onClick={ask}
      aria-label={t('orders.cancel.labelFor', { id: number })}
    >
      {t('orders.cancel.label')}
    </Button>
  );
}

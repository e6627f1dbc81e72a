import { Alert, Text } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminOrder } from '@nirog/contracts';
import { useFormatters } from '../../../lib/use-formatters';

/**
 * Money that arrived after the order was cancelled (a payment page left open): the payment is recorded
 * but the order stays cancelled, so staff refund the amount through the payment gateway.
 */
export function RefundDuePanel({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  const refundDueAt = order.payment?.refund_due_at;
  if (!refundDueAt) return null;
  return (
    <Alert
      color="red"
      icon={<IconReceiptRefund size={20} aria-hidden />}
      title={t('adminOrders.refundDue.title')}
      // A standing notice named by its title, not an alert announced on every render.
      role="region"
    >
      <Text size="sm">
        {t('adminOrders.refundDue.explain', {
          amount: money(order.total_amount),
          date: date(refundDueAt),
          reference: order.payment?.transaction_id ?? '-',
        })}
      </Text>
    </Alert>
  );
}

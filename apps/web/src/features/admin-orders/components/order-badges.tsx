import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { PAYMENT_METHOD, type OrderStatus, type PaymentStatus } from '@nirog/contracts';

const STAGE_COLORS: Record<OrderStatus, string> = {
  Pending: 'yellow',
  Processing: 'blue',
  Shipped: 'indigo',
  Delivered: 'teal',
  Completed: 'green',
  Cancelled: 'red',
};
const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  Pending: 'yellow',
  Paid: 'teal',
  Failed: 'red',
  Refunded: 'gray',
};

/** The order's stage (or Cancelled), translated. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STAGE_COLORS[status] ?? 'gray'} variant="light">
      {t(`adminOrders.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={PAYMENT_COLORS[status] ?? 'gray'} variant="outline">
      {t(`adminOrders.paymentStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export const isCashOnDelivery = (method: number) => method === PAYMENT_METHOD.CashOnDelivery;

/** "Online payment" or "Cash on delivery". */
export function usePaymentMethodLabel() {
  const { t } = useTranslation();
  return (method: number) =>
    method === PAYMENT_METHOD.Online
      ? t('adminOrders.paymentMethod.online')
      : isCashOnDelivery(method)
        ? t('adminOrders.paymentMethod.cash')
        : t('adminOrders.paymentMethod.unknown');
}

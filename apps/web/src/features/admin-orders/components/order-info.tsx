import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminOrder } from '@nirog/contracts';
import { PaymentStatusBadge, usePaymentMethodLabel } from './order-badges';
import { useFormatters } from '../../../lib/use-formatters';
import { Fact, InfoCard } from '../../../components/data/info-card';

/** Who ordered. */
export function OrderCustomer({ customer }: { customer: AdminOrder['customer'] }) {
  const { t } = useTranslation();
  return (
    <InfoCard title={t('adminOrders.order.customer')}>
      <Fact label={t('adminOrders.order.name')}>{customer.name}</Fact>
      <Fact label={t('adminOrders.order.email')}>{customer.email}</Fact>
      <Fact label={t('adminOrders.order.phone')}>{customer.phone ?? '—'}</Fact>
    </InfoCard>
  );
}

/** Where the order goes, as it was when the order was placed. */
export function OrderShipping({ shipping }: { shipping: AdminOrder['shipping'] }) {
  const { t } = useTranslation();
  const place = [shipping.location, shipping.sub_district, shipping.district, shipping.post_code]
    .filter(Boolean)
    .join(', ');
  return (
    <InfoCard title={t('adminOrders.order.shipping')}>
      <Fact label={t('adminOrders.order.name')}>{shipping.name}</Fact>
      <Fact label={t('adminOrders.order.phone')}>{shipping.phone}</Fact>
      <Fact label={t('adminOrders.order.address')}>{place}</Fact>
      <Fact label={t('adminOrders.order.delivery')}>
        {t(`adminOrders.order.deliveryPlace.${shipping.effective_delivery}`, {
          defaultValue: shipping.effective_delivery,
        })}
      </Fact>
    </InfoCard>
  );
}

/** How it is paid: the method, the status and the gateway's record. */
export function OrderPayment({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const methodLabel = usePaymentMethodLabel();
  const payment = order.payment;
  return (
    <InfoCard title={t('adminOrders.order.payment')}>
      <Fact label={t('adminOrders.order.paymentMethod')}>{methodLabel(order.payment_method)}</Fact>
      <Fact label={t('adminOrders.order.paymentStatus')}>
        <Group gap={6}>
          <PaymentStatusBadge status={order.payment_status} />
          {payment?.held_at && (
            <Badge color="orange" variant="light">
              {t('adminOrders.held.badge')}
            </Badge>
          )}
        </Group>
      </Fact>
      {payment ? (
        <>
          <Fact label={t('adminOrders.order.gateway')}>
            {t(`adminOrders.gateway.${payment.gateway}`, { defaultValue: payment.gateway })}
          </Fact>
          <Fact label={t('adminOrders.order.transactionId')}>{payment.transaction_id ?? '—'}</Fact>
          <Fact label={t('adminOrders.order.paidAt')}>{payment.paid_at ? date(payment.paid_at) : '—'}</Fact>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('adminOrders.order.noPayment')}
        </Text>
      )}
    </InfoCard>
  );
}

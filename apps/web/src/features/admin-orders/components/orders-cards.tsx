import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminOrderRow } from '@nirog/contracts';
import { OrderStatusBadge, PaymentStatusBadge, usePaymentMethodLabel } from './order-badges';
import { CustomerCell } from '../../../components/data/customer-cell';
import { LIST_DATE } from '../../../lib/use-formatters';
import { OrderLink } from './orders-table';
import { useFormatters } from '../../../lib/use-formatters';

/** The orders list on phones: one card per order. */
export function OrdersCards({ orders }: { orders: AdminOrderRow[] }) {
  const { t } = useTranslation();
  const { money, digits, date } = useFormatters();
  const methodLabel = usePaymentMethodLabel();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {orders.map((order) => (
        <Card key={order.id} withBorder component="li" padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <OrderLink id={order.id} />
            <OrderStatusBadge status={order.order_status} />
          </Group>
          <Text size="xs" c="dimmed">
            {date(order.created_at, LIST_DATE)}
          </Text>
          <CustomerCell customer={order.customer} />
          <Group justify="space-between" mt="xs" gap="xs">
            <Text size="sm" fw={600}>
              {money(order.total_amount)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('adminOrders.orders.itemCount', { n: digits(order.item_count) })}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{methodLabel(order.payment_method)}</Text>
            <PaymentStatusBadge status={order.payment_status} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

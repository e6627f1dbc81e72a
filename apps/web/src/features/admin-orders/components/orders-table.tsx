import { Anchor, Table } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { CustomerCell } from '../../../components/data/customer-cell';
import type { AdminOrderRow } from '@nirog/contracts';
import { OrderStatusBadge, PaymentStatusBadge, usePaymentMethodLabel } from './order-badges';
import { ordersPath } from './orders-paths';
import { LIST_DATE, useFormatters } from '../../../lib/use-formatters';

/** Link to an order's page that remembers the list's filters for the way back. */
export function OrderLink({ id }: { id: number }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { digits } = useFormatters();
  return (
    <Anchor component={Link} to={ordersPath(id)} state={{ listSearch: search }} fw={600}>
      {t('adminOrders.orders.orderNumber', { id: digits(id) })}
    </Anchor>
  );
}

/** The orders list on wide screens. */
export function OrdersTable({ orders }: { orders: AdminOrderRow[] }) {
  const { t } = useTranslation();
  const { money, digits, date } = useFormatters();
  const methodLabel = usePaymentMethodLabel();
  const c = (key: string) => t(`adminOrders.orders.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('order')}</Table.Th>
            <Table.Th>{c('date')}</Table.Th>
            <Table.Th>{c('customer')}</Table.Th>
            <Table.Th>{c('items')}</Table.Th>
            <Table.Th>{c('total')}</Table.Th>
            <Table.Th>{c('paymentMethod')}</Table.Th>
            <Table.Th>{c('paymentStatus')}</Table.Th>
            <Table.Th>{c('stage')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <OrderLink id={order.id} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(order.created_at, LIST_DATE)}</Table.Td>
              <Table.Td>
                <CustomerCell customer={order.customer} />
              </Table.Td>
              <Table.Td>{digits(order.item_count)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(order.total_amount)}</Table.Td>
              <Table.Td>{methodLabel(order.payment_method)}</Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={order.payment_status} />
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.order_status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

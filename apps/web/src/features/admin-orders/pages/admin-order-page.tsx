import { Alert, Anchor, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { AdminPageHeading } from '../../../components/data/admin-page-heading';
import { QueryError } from '../../../components/data/query-error';
import { useAdminOrder } from '../api/get-admin-order';
import { OrderStatusBadge, PaymentStatusBadge } from '../components/order-badges';
import { OrderAuditList } from '../components/order-audit-list';
import { HeldPaymentPanel } from '../components/held-payment-panel';
import { PrescriptionCheckPanel } from '../components/prescription-check-panel';
import { RefundDuePanel } from '../components/refund-due-panel';
import { OrderCustomer, OrderPayment, OrderShipping } from '../components/order-info';
import { OrderItems } from '../components/order-items';
import { ordersPath } from '../components/orders-paths';
import { OrderStagePanel } from '../components/order-stage-panel';
import { useFormatters } from '../../../lib/use-formatters';

/**
 * /admin/orders/:id: one order, a payment held for risk (an Admin decides), its stage (moved here),
 * cancellation, cash collected, and its history.
 */
export function AdminOrderPage() {
  const { t } = useTranslation();
  const { digits, date } = useFormatters();
  const id = Number(useParams().id);
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const order = useAdminOrder(id);
  const validId = Number.isInteger(id) && id > 0;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`${ordersPath()}${listSearch}`} size="sm">
        <Group gap={6} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('adminOrders.order.back')}
        </Group>
      </Anchor>

      {!validId ? (
        <Alert color="yellow" role="alert">
          {t('adminOrders.order.notFound')}
        </Alert>
      ) : order.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={40} w="50%" />
          <Skeleton h={140} />
          <Skeleton h={220} />
        </Stack>
      ) : order.isError ? (
        <QueryError error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <>
          <AdminPageHeading
            title={t('adminOrders.orders.orderNumber', { id: digits(order.data.id) })}
            badges={
              <>
                <OrderStatusBadge status={order.data.order_status} />
                <PaymentStatusBadge status={order.data.payment_status} />
              </>
            }
            intro={t('adminOrders.order.placedOn', { date: date(order.data.created_at) })}
          />
          <PrescriptionCheckPanel order={order.data} />
          <HeldPaymentPanel order={order.data} />
          <RefundDuePanel order={order.data} />
          <OrderStagePanel order={order.data} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <OrderItems order={order.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="md">
                <OrderCustomer customer={order.data.customer} />
                <OrderShipping shipping={order.data.shipping} />
                <OrderPayment order={order.data} />
              </Stack>
            </Grid.Col>
          </Grid>
          <OrderAuditList entries={order.data.audit_entries} />
        </>
      )}
    </Stack>
  );
}

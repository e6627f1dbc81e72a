import { EmptyState, Group, Loader, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/data/list-pagination';
import { ListSkeleton } from '../../../components/data/list-skeleton';
import { QueryError } from '../../../components/data/query-error';
import { useAdminOrders } from '../api/get-admin-orders';
import { OrdersCards } from '../components/orders-cards';
import { OrdersFilters } from '../components/orders-filters';
import { OrdersTable } from '../components/orders-table';
import { useOrdersFilters } from '../components/use-orders-filters';

/** /admin/orders: find orders by customer, stage, payment status and date; open one to act on it. */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  const { filters, update } = useOrdersFilters();
  const orders = useAdminOrders(filters);
  const phone = useMediaQuery('(max-width: 48em)');
  const filtered = Boolean(filters.customer || filters.status || filters.payment_status || filters.from || filters.to);

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Title order={1} size="h2">
          {t('adminOrders.orders.title')}
        </Title>
        {orders.isFetching && !orders.isPending && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      <OrdersFilters filters={filters} onChange={update} />

      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <QueryError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.data.length === 0 ? (
        <EmptyState
          icon={<IconReceipt aria-hidden />}
          title={filtered ? t('adminOrders.orders.emptyFiltered') : t('adminOrders.orders.empty')}
          description={filtered ? t('adminOrders.orders.emptyFilteredHint') : undefined}
        />
      ) : (
        <>
          {phone ? <OrdersCards orders={orders.data.data} /> : <OrdersTable orders={orders.data.data} />}
          <ListPagination page={orders.data} onChange={(page) => update({ page: String(page) })} />
        </>
      )}
    </Stack>
  );
}

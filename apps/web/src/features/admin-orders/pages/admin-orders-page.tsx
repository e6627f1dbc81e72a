import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { useAdminOrders } from '../api/get-admin-orders';
import { OrdersCards } from '../components/orders-cards';
import { OrdersFilters } from '../components/orders-filters';
import { OrdersTable } from '../components/orders-table';
import { useOrdersFilters } from '../components/use-orders-filters';
import { AdminListPage } from '../../../components/data/admin-list-page';

/** /admin/orders: find orders by customer, stage, payment status and date; open one to act on it. */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  const { filters, update } = useOrdersFilters();
  const orders = useAdminOrders(filters);
  const filtered = Boolean(filters.customer || filters.status || filters.payment_status || filters.from || filters.to);

  return (
    <AdminListPage
      title={t('adminOrders.orders.title')}
      filters={<OrdersFilters filters={filters} onChange={update} />}
      query={orders}
      onPageChange={(page) => update({ page: String(page) })}
      empty={{
        icon: IconReceipt,
        title: filtered ? t('adminOrders.orders.emptyFiltered') : t('adminOrders.orders.empty'),
        text: filtered ? t('adminOrders.orders.emptyFilteredHint') : undefined,
      }}
      table={(rows) => <OrdersTable orders={rows} />}
      cards={(rows) => <OrdersCards orders={rows} />}
    />
  );
}

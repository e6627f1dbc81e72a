import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { ListPage } from '../../../components/data/list-page';
import { paths } from '../../../lib/paths';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from '../components/order-card';
import { useReorder } from '../components/use-reorder';

/** /profile/my-order: the user's orders, 10 a page, with Pay now, Reorder and the payment-return alert. */
export function Component() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const page = pageParam(params.get('page'));
  const orders = useMyOrders(page);
  const reorder = useReorder();

  return (
    <ListPage
      title={t('orders.title')}
      paymentReturn
      query={orders}
      onPageChange={(p) => update({ page: String(p) })}
      empty={{
        icon: IconPackage,
        title: t('orders.empty.title'),
        text: t('orders.empty.text'),
        action: { label: t('orders.empty.action'), to: paths.shop },
      }}
      card={(order) => (
        <OrderCard
          order={order}
          reordering={reorder.isPending && reorder.variables?.id === order.id}
          onReorder={() => reorder.mutate(order)}
        />
      )}
    />
  );
}

import { Button, Stack, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/data/empty-state';
import { PagedQueryView } from '../../../components/data/paged-query-view';
import { PaymentReturnAlert } from '../../../components/payments/payment-return-alert';
import { paths } from '../../../lib/paths';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from '../components/order-card';
import { useReorder } from '../components/use-reorder';

/** /profile/my-order: the user's orders, 10 a page, with Pay now, Reorder and the payment-return alert. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('orders.title'));
  const { params, update } = useListParams();
  const page = pageParam(params.get('page'));
  const orders = useMyOrders(page);
  const reorder = useReorder();

  return (
    <Stack gap="md">
      <PaymentReturnAlert />
      <Title order={1} size="h3">
        {t('orders.title')}
      </Title>
      <PagedQueryView
        query={orders}
        skeletonRows={4}
        onPageChange={(p) => update({ page: String(p) })}
        empty={
          <EmptyState
            icon={<IconPackage size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
            title={t('orders.empty.title')}
            text={t('orders.empty.text')}
            action={
              <Button component={Link} to={paths.shop}>
                {t('orders.empty.action')}
              </Button>
            }
          />
        }
      >
        {(items) => (
          <Stack gap="md">
            {items.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                reordering={reorder.isPending && reorder.variables?.id === order.id}
                onReorder={() => reorder.mutate(order)}
              />
            ))}
          </Stack>
        )}
      </PagedQueryView>
    </Stack>
  );
}

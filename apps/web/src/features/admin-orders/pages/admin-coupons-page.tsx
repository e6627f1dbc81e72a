import { useMemo, useState } from 'react';
import { Button, EmptyState, Grid, Group, Loader, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDiscount, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@nirog/contracts';
import { ListPagination } from '../../../components/data/list-pagination';
import { ListSkeleton } from '../../../components/data/list-skeleton';
import { QueryError } from '../../../components/data/query-error';
import { SearchField } from '../../../components/data/search-field';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useAdminCoupons } from '../api/get-admin-coupons';
import type { AdminCouponsQuery } from '../api/query-keys';
import { CouponModal } from '../components/coupon-modal';
import { CouponsCards } from '../components/coupons-cards';
import { CouponsTable } from '../components/coupons-table';

/** /admin/coupons (Admin): find coupons by code, create one, edit or deactivate one (never deleted). */
export function AdminCouponsPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const query = useMemo<AdminCouponsQuery>(
    () => ({ page: pageParam(params.get('page')), search: params.get('search')?.trim() || undefined }),
    [params],
  );
  const coupons = useAdminCoupons(query);
  const phone = useMediaQuery('(max-width: 48em)');
  // null: closed; 'new': creating; a coupon: editing it.
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={1} size="h2">
            {t('adminOrders.coupons.title')}
          </Title>
          {coupons.isFetching && !coupons.isPending && <Loader size="xs" aria-label={t('common.loading')} />}
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('adminOrders.coupons.new')}
        </Button>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <SearchField
            label={t('adminOrders.coupons.search')}
            placeholder={t('adminOrders.coupons.searchPlaceholder')}
            value={query.search}
            onSearch={(search) => update({ search })}
          />
        </Grid.Col>
      </Grid>

      {coupons.isPending ? (
        <ListSkeleton />
      ) : coupons.isError ? (
        <QueryError error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.data.length === 0 ? (
        <EmptyState
          icon={<IconDiscount aria-hidden />}
          title={query.search ? t('adminOrders.coupons.emptyFiltered') : t('adminOrders.coupons.empty')}
        />
      ) : (
        <>
          {phone ? (
            <CouponsCards coupons={coupons.data.data} onEdit={setEditing} />
          ) : (
            <CouponsTable coupons={coupons.data.data} onEdit={setEditing} />
          )}
          <ListPagination page={coupons.data} onChange={(page) => update({ page: String(page) })} />
        </>
      )}
      {editing && <CouponModal coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

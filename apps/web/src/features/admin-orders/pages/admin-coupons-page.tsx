import { useMemo, useState } from 'react';
import { Button, Grid } from '@mantine/core';
import { IconDiscount, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { Coupon } from '@nirog/contracts';
import { SearchField } from '../../../components/data/search-field';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useAdminCoupons } from '../api/get-admin-coupons';
import type { AdminCouponsQuery } from '../api/query-keys';
import { CouponModal } from '../components/coupon-modal';
import { CouponsCards } from '../components/coupons-cards';
import { CouponsTable } from '../components/coupons-table';
import { AdminListPage } from '../../../components/data/admin-list-page';

/** /admin/coupons (Admin): find coupons by code, create one, edit or deactivate one (never deleted). */
export function AdminCouponsPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const query = useMemo<AdminCouponsQuery>(
    () => ({ page: pageParam(params.get('page')), search: params.get('search')?.trim() || undefined }),
    [params],
  );
  const coupons = useAdminCoupons(query);
  // null: closed; 'new': creating; a coupon: editing it.
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);

  return (
    <AdminListPage
      title={t('adminOrders.coupons.title')}
      aside={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('adminOrders.coupons.new')}
        </Button>
      }
      filters={
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
      }
      query={coupons}
      onPageChange={(page) => update({ page: String(page) })}
      empty={{
        icon: IconDiscount,
        title: query.search ? t('adminOrders.coupons.emptyFiltered') : t('adminOrders.coupons.empty'),
      }}
      table={(rows) => <CouponsTable coupons={rows} onEdit={setEditing} />}
      cards={(rows) => <CouponsCards coupons={rows} onEdit={setEditing} />}
    >
      {editing && <CouponModal coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminListPage>
  );
}

import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { EARNING_STATUSES, type AdminEarningsQuery } from '@nirog/contracts';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useAdminEarnings } from '../api/get-admin-earnings';
import { EarningsCards } from '../components/earnings-cards';
import { EarningsTable } from '../components/earnings-table';
import { AdminListPage } from '../../../components/data/admin-list-page';

const isStatus = (value: string | null): value is AdminEarningsQuery['status'] & string =>
  (EARNING_STATUSES as readonly string[]).includes(value ?? '');

/**
 * /admin/referral-earnings: what referral-code owners earned on India appointments; Ready ones (the
 * appointment Completed) are paid out and recorded here, which makes them Completed.
 */
export function AdminEarningsPage() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const filters = useMemo<AdminEarningsQuery>(() => {
    const status = params.get('status');
    return { page: pageParam(params.get('page')), status: isStatus(status) ? status : undefined };
  }, [params]);
  const earnings = useAdminEarnings(filters);

  return (
    <AdminListPage
      title={t('adminBookings.earnings.title')}
      intro={t('adminBookings.earnings.intro')}
      filters={
        <Select
          label={t('adminBookings.earnings.filterStatus')}
          placeholder={t('adminBookings.filters.all')}
          data={EARNING_STATUSES.map((value) => ({ value, label: t(`adminBookings.earnings.status.${value}`) }))}
          value={filters.status ?? null}
          onChange={(value) => update({ status: value ?? undefined })}
          clearable
          allowDeselect
          maw={{ base: '100%', sm: 260 }}
        />
      }
      query={earnings}
      onPageChange={(page) => update({ page: String(page) })}
      empty={{
        icon: IconCash,
        title: filters.status ? t('adminBookings.earnings.emptyFiltered') : t('adminBookings.earnings.empty'),
      }}
      table={(rows) => <EarningsTable earnings={rows} />}
      cards={(rows) => <EarningsCards earnings={rows} />}
    />
  );
}

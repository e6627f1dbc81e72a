import { useMemo } from 'react';
import { Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EARNING_STATUSES, type AdminEarningsQuery } from '@nirog/contracts';
import { EmptyState } from '../../../components/data/empty-state';
import { PagedQueryView } from '../../../components/data/paged-query-view';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useAdminEarnings } from '../api/get-admin-earnings';
import { EarningsCards } from '../components/earnings-cards';
import { EarningsTable } from '../components/earnings-table';

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
  const phone = useMediaQuery('(max-width: 48em)');

  return (
    <Stack gap="md">
      <div>
        <Group gap="xs">
          <Title order={1} size="h2">
            {t('adminBookings.earnings.title')}
          </Title>
          {earnings.isFetching && !earnings.isPending && <Loader size="xs" aria-label={t('common.loading')} />}
        </Group>
        <Text size="sm" c="dimmed">
          {t('adminBookings.earnings.intro')}
        </Text>
      </div>
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
      <PagedQueryView
        query={earnings}
        onPageChange={(page) => update({ page: String(page) })}
        empty={
          <EmptyState
            icon={<IconCash aria-hidden />}
            title={filters.status ? t('adminBookings.earnings.emptyFiltered') : t('adminBookings.earnings.empty')}
          />
        }
      >
        {(rows) => (phone ? <EarningsCards earnings={rows} /> : <EarningsTable earnings={rows} />)}
      </PagedQueryView>
    </Stack>
  );
}

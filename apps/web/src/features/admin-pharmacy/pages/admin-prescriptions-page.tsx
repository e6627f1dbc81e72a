import { Group, Loader, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileDescription } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRESCRIPTION_STATUSES } from '@nirog/contracts';
import { EmptyState } from '../../../components/data/empty-state';
import { ListPagination } from '../../../components/data/list-pagination';
import { ListSkeleton } from '../../../components/data/list-skeleton';
import { QueryError } from '../../../components/data/query-error';
import { useAdminPrescriptions } from '../api/get-admin-prescriptions';
import { PrescriptionsCards } from '../components/prescriptions-cards';
import { PrescriptionsTable } from '../components/prescriptions-table';
import { QueueFilters } from '../components/queue-filters';
import { useQueueFilters } from '../components/use-queue-filters';

/** /admin/prescriptions (Admin and Pharmacist): the uploaded prescriptions, filtered by status or customer. */
export function AdminPrescriptionsPage() {
  const { t } = useTranslation();
  const { filters, update } = useQueueFilters(PRESCRIPTION_STATUSES);
  const prescriptions = useAdminPrescriptions(filters);
  const phone = useMediaQuery('(max-width: 48em)');
  const filtered = Boolean(filters.status || filters.customer);

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Title order={1} size="h2">
          {t('adminPharmacy.prescriptions.title')}
        </Title>
        {prescriptions.isFetching && !prescriptions.isPending && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      <QueueFilters
        filters={filters}
        statuses={PRESCRIPTION_STATUSES}
        statusKey="adminPharmacy.prescriptionStatus"
        searchLabel={t('adminPharmacy.prescriptions.search')}
        searchPlaceholder={t('adminPharmacy.prescriptions.searchPlaceholder')}
        onChange={update}
      />

      {prescriptions.isPending ? (
        <ListSkeleton />
      ) : prescriptions.isError ? (
        <QueryError error={prescriptions.error} onRetry={() => void prescriptions.refetch()} />
      ) : prescriptions.data.data.length === 0 ? (
        <EmptyState
          icon={<IconFileDescription aria-hidden />}
          title={filtered ? t('adminPharmacy.prescriptions.emptyFiltered') : t('adminPharmacy.prescriptions.empty')}
        />
      ) : (
        <>
          {phone ? (
            <PrescriptionsCards prescriptions={prescriptions.data.data} />
          ) : (
            <PrescriptionsTable prescriptions={prescriptions.data.data} />
          )}
          <ListPagination page={prescriptions.data} onChange={(page) => update({ page: String(page) })} />
        </>
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Group, Loader, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEDICINE_REQUEST_STATUSES, type AdminMedicineRequest } from '@nirog/contracts';
import { EmptyState } from '../../../components/data/empty-state';
import { ListPagination } from '../../../components/data/list-pagination';
import { ListSkeleton } from '../../../components/data/list-skeleton';
import { QueryError } from '../../../components/data/query-error';
import { useAdminMedicineRequests } from '../api/get-admin-medicine-requests';
import { MedicineRequestModal } from '../components/medicine-request-modal';
import { MedicineRequestsCards } from '../components/medicine-requests-cards';
import { MedicineRequestsTable } from '../components/medicine-requests-table';
import { QueueFilters } from '../components/queue-filters';
import { useQueueFilters } from '../components/use-queue-filters';

/** /admin/medicine-requests (Admin and Pharmacist): medicines patients asked for, and their answers. */
export function AdminMedicineRequestsPage() {
  const { t } = useTranslation();
  const { filters, update } = useQueueFilters(MEDICINE_REQUEST_STATUSES);
  const requests = useAdminMedicineRequests(filters);
  const phone = useMediaQuery('(max-width: 48em)');
  const filtered = Boolean(filters.status || filters.customer);
  const [editing, setEditing] = useState<AdminMedicineRequest | null>(null);

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Title order={1} size="h2">
          {t('adminPharmacy.requests.title')}
        </Title>
        {requests.isFetching && !requests.isPending && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      <QueueFilters
        filters={filters}
        statuses={MEDICINE_REQUEST_STATUSES}
        statusKey="adminPharmacy.requestStatus"
        searchLabel={t('adminPharmacy.requests.search')}
        searchPlaceholder={t('adminPharmacy.requests.searchPlaceholder')}
        onChange={update}
      />

      {requests.isPending ? (
        <ListSkeleton />
      ) : requests.isError ? (
        <QueryError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.data.length === 0 ? (
        <EmptyState
          icon={<IconMessageQuestion aria-hidden />}
          title={filtered ? t('adminPharmacy.requests.emptyFiltered') : t('adminPharmacy.requests.empty')}
        />
      ) : (
        <>
          {phone ? (
            <MedicineRequestsCards requests={requests.data.data} onUpdate={setEditing} />
          ) : (
            <MedicineRequestsTable requests={requests.data.data} onUpdate={setEditing} />
          )}
          <ListPagination page={requests.data} onChange={(page) => update({ page: String(page) })} />
        </>
      )}
      {editing && <MedicineRequestModal request={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

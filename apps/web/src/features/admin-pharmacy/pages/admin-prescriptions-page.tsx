import { IconFileDescription } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { PRESCRIPTION_STATUSES } from '@nirog/contracts';
import { useAdminPrescriptions } from '../api/get-admin-prescriptions';
import { PrescriptionsCards } from '../components/prescriptions-cards';
import { PrescriptionsTable } from '../components/prescriptions-table';
import { QueueFilters } from '../components/queue-filters';
import { useQueueFilters } from '../components/use-queue-filters';
import { AdminListPage } from '../../../components/data/admin-list-page';

/** /admin/prescriptions (Admin and Pharmacist): the uploaded prescriptions, filtered by status or customer. */
export function AdminPrescriptionsPage() {
  const { t } = useTranslation();
  const { filters, update } = useQueueFilters(PRESCRIPTION_STATUSES);
  const prescriptions = useAdminPrescriptions(filters);
  const filtered = Boolean(filters.status || filters.customer);

  return (
    <AdminListPage
      title={t('adminPharmacy.prescriptions.title')}
      filters={
        <QueueFilters
          filters={filters}
          statuses={PRESCRIPTION_STATUSES}
          statusKey="adminPharmacy.prescriptionStatus"
          searchLabel={t('adminPharmacy.prescriptions.search')}
          searchPlaceholder={t('adminPharmacy.prescriptions.searchPlaceholder')}
          onChange={update}
        />
      }
      query={prescriptions}
      onPageChange={(page) => update({ page: String(page) })}
      empty={{
        icon: IconFileDescription,
        title: filtered ? t('adminPharmacy.prescriptions.emptyFiltered') : t('adminPharmacy.prescriptions.empty'),
      }}
      table={(rows) => <PrescriptionsTable prescriptions={rows} />}
      cards={(rows) => <PrescriptionsCards prescriptions={rows} />}
    />
  );
}

import { useState } from 'react';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { MEDICINE_REQUEST_STATUSES, type AdminMedicineRequest } from '@nirog/contracts';
import { useAdminMedicineRequests } from '../api/get-admin-medicine-requests';
import { MedicineRequestModal } from '../components/medicine-request-modal';
import { MedicineRequestsCards } from '../components/medicine-requests-cards';
import { MedicineRequestsTable } from '../components/medicine-requests-table';
import { QueueFilters } from '../components/queue-filters';
import { useQueueFilters } from '../components/use-queue-filters';
import { AdminListPage } from '../../../components/data/admin-list-page';

/** /admin/medicine-requests (Admin and Pharmacist): medicines patients asked for, and their answers. */
export function AdminMedicineRequestsPage() {
  const { t } = useTranslation();
  const { filters, update } = useQueueFilters(MEDICINE_REQUEST_STATUSES);
  const requests = useAdminMedicineRequests(filters);
  const filtered = Boolean(filters.status || filters.customer);
  const [editing, setEditing] = useState<AdminMedicineRequest | null>(null);

  return (
    <AdminListPage
      title={t('adminPharmacy.requests.title')}
      filters={
        <QueueFilters
          filters={filters}
          statuses={MEDICINE_REQUEST_STATUSES}
          statusKey="adminPharmacy.requestStatus"
          searchLabel={t('adminPharmacy.requests.search')}
          searchPlaceholder={t('adminPharmacy.requests.searchPlaceholder')}
          onChange={update}
        />
      }
      query={requests}
      onPageChange={(page) => update({ page: String(page) })}
      empty={{
        icon: IconMessageQuestion,
        title: filtered ? t('adminPharmacy.requests.emptyFiltered') : t('adminPharmacy.requests.empty'),
      }}
      table={(rows) => <MedicineRequestsTable requests={rows} onUpdate={setEditing} />}
      cards={(rows) => <MedicineRequestsCards requests={rows} onUpdate={setEditing} />}
    >
      {editing && <MedicineRequestModal request={editing} onClose={() => setEditing(null)} />}
    </AdminListPage>
  );
}

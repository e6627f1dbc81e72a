import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { REVIEW_PROMISE_HOURS } from '@nirog/contracts';
import { useFormatters } from '../../../lib/use-formatters';
import { useAdminApplications } from '../api/get-admin-applications';
import { ApplicationFilters } from '../components/application-filters';
import { ApplicationsCards } from '../components/applications-cards';
import { ApplicationsTable } from '../components/applications-table';
import { useApplicationFilters } from '../components/use-application-filters';
import { AdminListPage } from '../../../components/data/admin-list-page';

/**
 * /admin/providers (Admin): doctor, nurse and ambulance applications by kind and status; pending ones
 * first, the longest waiting on top, those past the 24-hour promise marked overdue.
 */
export function AdminApplicationsPage() {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const { filters, update } = useApplicationFilters();
  const applications = useAdminApplications(filters);
  const filtered = Boolean(filters.kind || filters.status);

  return (
    <AdminListPage
      title={t('adminProviders.queue.title')}
      intro={t('adminProviders.queue.promise', { hours: digits(REVIEW_PROMISE_HOURS) })}
      filters={<ApplicationFilters filters={filters} onChange={update} />}
      query={applications}
      onPageChange={(page) => update({ page: String(page) })}
      empty={{
        icon: IconUserCheck,
        title: filtered ? t('adminProviders.queue.emptyFiltered') : t('adminProviders.queue.empty'),
      }}
      table={(rows) => <ApplicationsTable applications={rows} />}
      cards={(rows) => <ApplicationsCards applications={rows} />}
    />
  );
}

import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { useAdminUsers } from '../api/get-admin-users';
import { useUsersFilters } from '../components/use-users-filters';
import { UsersCards } from '../components/users-cards';
import { UsersFilters } from '../components/users-filters';
import { UsersTable } from '../components/users-table';
import { AdminListPage } from '../../../components/data/admin-list-page';

/** /admin/users: find people, filter by role and status, open one to act on the account. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const { filters, update } = useUsersFilters();
  const users = useAdminUsers(filters);
  const filtered = Boolean(filters.search || filters.role || filters.status);

  return (
    <AdminListPage
      title={t('admin.users.title')}
      filters={<UsersFilters filters={filters} onChange={update} />}
      query={users}
      onPageChange={(page) => update({ page: String(page) })}
      paginationLabels={{ showing: 'admin.pagination.showing', total: 'admin.pagination.total' }}
      empty={{
        icon: IconUserSearch,
        title: filtered ? t('admin.users.emptyFiltered') : t('admin.users.empty'),
        text: filtered ? t('admin.users.emptyFilteredHint') : undefined,
      }}
      table={(rows) => <UsersTable users={rows} />}
      cards={(rows) => <UsersCards users={rows} />}
    />
  );
}

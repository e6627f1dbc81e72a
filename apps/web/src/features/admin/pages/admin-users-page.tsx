import { EmptyState, Group, Loader, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/data/list-pagination';
import { ListSkeleton } from '../../../components/data/list-skeleton';
import { QueryError } from '../../../components/data/query-error';
import { useAdminUsers } from '../api/get-admin-users';
import { useUsersFilters } from '../components/use-users-filters';
import { UsersCards } from '../components/users-cards';
import { UsersFilters } from '../components/users-filters';
import { UsersTable } from '../components/users-table';

/** /admin/users: find people, filter by role and status, open one to act on the account. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const { filters, update } = useUsersFilters();
  const users = useAdminUsers(filters);
  const phone = useMediaQuery('(max-width: 48em)');
  const filtered = Boolean(filters.search || filters.role || filters.status);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('admin.users.title')}
        </Title>
        {users.isFetching && !users.isPending && <Loader size="xs" aria-label={t('admin.loading')} />}
      </Group>
      <UsersFilters filters={filters} onChange={update} />

      {users.isPending ? (
        <ListSkeleton />
      ) : users.isError ? (
        <QueryError error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.data.length === 0 ? (
        <EmptyState
          icon={<IconUserSearch aria-hidden />}
          title={filtered ? t('admin.users.emptyFiltered') : t('admin.users.empty')}
          description={filtered ? t('admin.users.emptyFilteredHint') : undefined}
        />
      ) : (
        <>
          {phone ? <UsersCards users={users.data.data} /> : <UsersTable users={users.data.data} />}
          <ListPagination
            page={users.data}
            onChange={(page) => update({ page: String(page) })}
            labels={{ showing: 'admin.pagination.showing', total: 'admin.pagination.total' }}
          />
        </>
      )}
    </Stack>
  );
}

import { Anchor, Table } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { AdminUser } from '@nirog/contracts';
import { formatDate } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { adminPath } from './admin-sections';
import { RoleBadges, UserStatusBadge } from './user-badges';

/** Link to a user's page that remembers the list's filters for the way back. */
export function UserLink({ user }: { user: Pick<AdminUser, 'id' | 'name'> }) {
  const { search } = useLocation();
  return (
    <Anchor component={Link} to={adminPath(`users/${user.id}`)} state={{ listSearch: search }} fw={500}>
      {user.name}
    </Anchor>
  );
}

/** The users list on wide screens. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.users.columns.name')}</Table.Th>
            <Table.Th>{t('admin.users.columns.email')}</Table.Th>
            <Table.Th>{t('admin.users.columns.phone')}</Table.Th>
            <Table.Th>{t('admin.users.columns.roles')}</Table.Th>
            <Table.Th>{t('admin.users.columns.status')}</Table.Th>
            <Table.Th>{t('admin.users.columns.joined')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <UserLink user={user} />
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{user.phone ?? '—'}</Table.Td>
              <Table.Td>
                <RoleBadges roles={user.roles} />
              </Table.Td>
              <Table.Td>
                <UserStatusBadge user={user} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(user.created_at, language, 'D MMM YYYY')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

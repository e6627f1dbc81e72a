import { Alert, Anchor, Avatar, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { AdminPageHeading } from '../../../components/data/admin-page-heading';
import { QueryError } from '../../../components/data/query-error';
import { useAdminMe } from '../api/get-admin-me';
import { useAdminUser } from '../api/get-admin-user';
import { adminPath } from '../components/admin-sections';
import { UserStatusBadge } from '../components/user-badges';
import { UserAuditList } from '../components/user-audit-list';
import { UserBlockPanel } from '../components/user-block-panel';
import { UserProfileCard } from '../components/user-profile-card';
import { UserRolesPanel } from '../components/user-roles-panel';

/** /admin/users/:id: one account, with block/unblock and staff roles. */
export function AdminUserPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const me = useAdminMe();
  const user = useAdminUser(id);
  const isSelf = me.data?.user.id === id;
  const validId = Number.isInteger(id) && id > 0;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`${adminPath('users')}${listSearch}`} size="sm">
        <Group gap={6} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('admin.user.back')}
        </Group>
      </Anchor>

      {!validId ? (
        <Alert color="yellow" role="alert">
          {t('admin.user.notFound')}
        </Alert>
      ) : user.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('admin.loading')}>
          <Skeleton h={40} w="50%" />
          <Skeleton h={160} />
          <Skeleton h={160} />
        </Stack>
      ) : user.isError ? (
        <QueryError error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={user.data.avatar} alt="" radius="xl" size="lg" color="teal">
              {user.data.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <AdminPageHeading
              title={user.data.name}
              badges={<UserStatusBadge user={user.data} />}
              intro={isSelf && t('admin.user.thisIsYou')}
            />
          </Group>
          <UserProfileCard user={user.data} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <UserBlockPanel user={user.data} isSelf={isSelf} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <UserRolesPanel user={user.data} isSelf={isSelf} />
            </Grid.Col>
          </Grid>
          <UserAuditList entries={user.data.audit_entries} />
        </>
      )}
    </Stack>
  );
}

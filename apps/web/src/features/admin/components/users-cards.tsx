import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminUser } from '@nirog/contracts';
import { formatDate } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { RoleBadges, UserStatusBadge } from './user-badges';
import { UserLink } from './users-table';

/** The users list on phones: one card per user. */
export function UsersCards({ users }: { users: AdminUser[] }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Card key={user.id} withBorder component="li" padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <UserLink user={user} />
            <UserStatusBadge user={user} />
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {user.email}
          </Text>
          {user.phone && <Text size="sm">{user.phone}</Text>}
          <Group justify="space-between" mt="xs">
            <RoleBadges roles={user.roles} />
            <Text size="xs" c="dimmed">
              {t('admin.users.joinedOn', { date: formatDate(user.created_at, language, 'D MMM YYYY') })}
            </Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminUser } from '@nirog/contracts';

type Status = 'active' | 'blocked' | 'unverified';
const STATUS_COLORS: Record<Status, string> = { active: 'teal', blocked: 'red', unverified: 'yellow' };

/** Same precedence as the server's status filter: blocked, then unverified, otherwise active. */
export function userStatus(user: Pick<AdminUser, 'blocked' | 'email_verified'>): Status {
  if (user.blocked) return 'blocked';
  return user.email_verified ? 'active' : 'unverified';
}

export function UserStatusBadge({ user }: { user: Pick<AdminUser, 'blocked' | 'email_verified'> }) {
  const { t } = useTranslation();
  const status = userStatus(user);
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`admin.users.status.${status}`)}
    </Badge>
  );
}

/** The user's roles, translated; "Patient" when there is none. */
export function RoleBadges({ roles }: { roles: AdminUser['roles'] }) {
  const { t } = useTranslation();
  if (!roles.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('admin.roles.none')}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {roles.map((role) => (
        <Badge key={role.id} variant="outline" color={role.id === 1 ? 'grape' : role.id === 5 ? 'blue' : 'gray'}>
          {t(`admin.roles.${role.id}`, { defaultValue: role.name })}
        </Badge>
      ))}
    </Group>
  );
}

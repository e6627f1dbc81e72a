import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminUserDetail } from '@nirog/contracts';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useGrantAdminUserRole } from '../api/grant-admin-user-role';
import { useRemoveAdminUserRole } from '../api/remove-admin-user-role';
import { RoleBadges } from './user-badges';

/** Staff roles granted from the back office; provider roles come from approved applications. */
const STAFF_ROLES = [1, 5] as const;

export function UserRolesPanel({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const { t } = useTranslation();
  const grant = useGrantAdminUserRole();
  const remove = useRemoveAdminUserRole();
  const busy = grant.isPending || remove.isPending;
  const feedback = {
    onSuccess: (answer: { message: string }) => notify('success', answer.message),
    onError: (error: Error) => notify('error', errorMessage(error, t)),
  };

  const ask = (roleId: (typeof STAFF_ROLES)[number], held: boolean) => {
    const role = t(`admin.roles.${roleId}`);
    confirmAction(t, {
      title: held ? t('admin.roleAction.removeTitle', { role }) : t('admin.roleAction.grantTitle', { role }),
      body: (
        <Text size="sm">
          {held
            ? t('admin.roleAction.removeExplain', { role, name: user.name })
            : t(roleId === 1 ? 'admin.roleAction.grantAdminExplain' : 'admin.roleAction.grantPharmacistExplain', {
                name: user.name,
              })}
        </Text>
      ),
      confirm: held ? t('admin.roleAction.remove') : t('admin.roleAction.grant'),
      danger: held,
      onConfirm: () =>
        held
          ? remove.mutate({ id: user.id, roleId }, feedback)
          : grant.mutate({ id: user.id, role_id: roleId }, feedback),
    });
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.roleAction.section')}
        </Title>
        <RoleBadges roles={user.roles} />
        {STAFF_ROLES.map((roleId) => {
          const held = user.roles.some((r) => r.id === roleId);
          const ownAdmin = held && isSelf && roleId === 1;
          const role = t(`admin.roles.${roleId}`);
          return (
            <Group key={roleId} justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text fw={500}>{role}</Text>
                <Text size="xs" c="dimmed">
                  {ownAdmin ? t('admin.roleAction.ownAdminHint') : t(`admin.roleAction.describe.${roleId}`)}
                </Text>
              </div>
              <Button
                size="xs"
                variant={held ? 'light' : 'filled'}
                color={held ? 'red' : undefined}
                disabled={busy || ownAdmin}
                onClick={() => ask(roleId, held)}
                aria-label={
                  held ? t('admin.roleAction.removeTitle', { role }) : t('admin.roleAction.grantTitle', { role })
                }
              >
                {held ? t('admin.roleAction.remove') : t('admin.roleAction.grant')}
              </Button>
            </Group>
          );
        })}
        <Text size="xs" c="dimmed">
          {t('admin.roleAction.providerNote')}
        </Text>
      </Stack>
    </Card>
  );
}

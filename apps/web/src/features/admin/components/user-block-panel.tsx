import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBan, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminUserDetail } from '@nirog/contracts';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useLanguageStore } from '../../../stores/language';
import { useUnblockAdminUser } from '../api/unblock-admin-user';
import { BlockUserModal } from './block-user-modal';

/** Account access: block with a reason, or lift the block. Staff cannot block themselves. */
export function UserBlockPanel({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const [blockOpened, blockModal] = useDisclosure(false);
  const unblock = useUnblockAdminUser();

  const askUnblock = () =>
    confirmAction(t, {
      title: t('admin.unblock.title', { name: user.name }),
      body: <Text size="sm">{t('admin.unblock.explain')}</Text>,
      confirm: t('admin.unblock.confirm'),
      onConfirm: () =>
        unblock.mutate(
          { id: user.id },
          {
            onSuccess: (answer) => notify('success', answer.message),
            onError: (error) => notify('error', errorMessage(error, t)),
          },
        ),
    });

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.block.section')}
        </Title>
        {user.blocked ? (
          <>
            <Alert color="red" icon={<IconBan aria-hidden />} title={t('admin.block.blockedTitle')}>
              <Text size="sm">
                {user.blocked_at && t('admin.block.blockedOn', { date: formatDate(user.blocked_at, language) })}
              </Text>
              {user.block_reason && (
                <Text size="sm">{t('admin.block.reasonShown', { reason: user.block_reason })}</Text>
              )}
            </Alert>
            <Group>
              <Button
                leftSection={<IconLockOpen size={16} aria-hidden />}
                onClick={askUnblock}
                loading={unblock.isPending}
              >
                {t('admin.unblock.button')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {isSelf ? t('admin.block.selfHint') : t('admin.block.hint')}
            </Text>
            <Group>
              <Button
                color="red"
                variant="light"
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={blockModal.open}
                disabled={isSelf}
              >
                {t('admin.block.button')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <BlockUserModal user={user} opened={blockOpened} onClose={blockModal.close} />
    </Card>
  );
}

import { ActionIcon, Card, CopyButton, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AuthUser } from '@nirog/contracts';
import { paths } from '../../../lib/paths';

function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('common.copied') : label} withArrow>
          <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={label}>
            {copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** The user's referral code and registration link, each with a copy button. */
export function ReferralCard({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const link = `${window.location.origin}${paths.auth.register}?ddrefc=${encodeURIComponent(user.referral_code)}`;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb={4}>
        {t('profile.referral.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('profile.referral.text')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text ff="monospace" fw={700} fz="lg" c="teal.8">
          {user.referral_code}
        </Text>
        <CopyValue value={user.referral_code} label={t('profile.referral.copyCode')} />
      </Group>
      <Group gap="xs" wrap="nowrap" mt={4}>
        <Text size="xs" c="dimmed" truncate title={link}>
          {link}
        </Text>
        <CopyValue value={link} label={t('profile.referral.copyLink')} />
      </Group>
    </Card>
  );
}

import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@nirog/contracts';
import { localizeDigits } from '../../../lib/digits';
import { paths } from '../../../lib/paths';
import { ROLE } from '../../../lib/roles';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLanguageStore } from '../../../stores/language';
import { useSessionStore } from '../../../stores/session';

const ROLE_KEYS: Record<number, string> = {
  [ROLE.Admin]: 'admin',
  [ROLE.Doctor]: 'doctor',
  [ROLE.Nurse]: 'nurse',
  [ROLE.Ambulance]: 'ambulance',
  [ROLE.Pharmacist]: 'pharmacist',
};

function Field({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ wordBreak: 'break-word' }}>
        {value || (
          <Text span c="dimmed">
            {t('common.notSet')}
          </Text>
        )}
      </Text>
    </div>
  );
}

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

function ReferralCard({ user }: { user: AuthUser }) {
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

/** /profile: the account overview (personal information, membership, referral code). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const user = useSessionStore((s) => s.user);
  const language = useLanguageStore((s) => s.language);
  if (!user) return null;
  const roles = user.roles.filter((r) => ROLE_KEYS[r.id]);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('profile.title')}
      </Title>
      {!user.phone && (
        <Alert color="yellow" variant="light" icon={<IconPhone aria-hidden="true" />}>
          {t('profile.noPhone')}
        </Alert>
      )}
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h4" mb="md">
          {t('profile.personal')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('profile.name')} value={user.name} />
          <Field label={t('profile.email')} value={user.email} />
          <Field label={t('profile.phone')} value={user.phone && localizeDigits(user.phone, language)} />
          <Field label={t('profile.occupation')} value={user.occupation} />
          <Field label={t('profile.dob')} value={user.dob && localizeDigits(user.dob, language)} />
          <Field label={t('profile.sex')} value={user.sex} />
          <Field label={t('profile.country')} value={user.country} />
          <Field label={t('profile.city')} value={user.city} />
          <Field label={t('profile.location')} value={user.location} />
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h4" mb="md">
            {t('profile.membership')}
          </Title>
          <Stack gap="sm">
            <Field label={t('profile.memberId')} value={localizeDigits(String(user.id), language)} />
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('profile.roles')}
              </Text>
              <Group gap={6} mt={4}>
                {roles.length === 0 ? (
                  <Badge variant="light" color="gray">
                    {t('profile.patient')}
                  </Badge>
                ) : (
                  roles.map((r) => (
                    <Badge key={r.id} variant="light">
                      {t(`profile.roleNames.${ROLE_KEYS[r.id]}`)}
                    </Badge>
                  ))
                )}
              </Group>
            </div>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('profile.emailStatus')}
              </Text>
              <Badge mt={4} variant="light" color={user.email_verified ? 'teal' : 'yellow'}>
                {user.email_verified ? t('profile.verified') : t('profile.notVerified')}
              </Badge>
            </div>
          </Stack>
        </Card>
        <ReferralCard user={user} />
      </SimpleGrid>
    </Stack>
  );
}

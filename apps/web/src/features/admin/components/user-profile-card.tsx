import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { AdminUserDetail } from '@nirog/contracts';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { adminPath } from './admin-sections';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The account's facts: contact, verification, dates, referral and signed-in devices. */
export function UserProfileCard({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Card withBorder padding="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Field label={t('admin.user.email')}>{user.email}</Field>
        <Field label={t('admin.user.phone')}>{user.phone ?? t('admin.user.none')}</Field>
        <Field label={t('admin.user.emailVerified')}>
          {user.email_verified ? t('admin.user.yes') : t('admin.user.no')}
        </Field>
        <Field label={t('admin.user.joined')}>{formatDate(user.created_at, language)}</Field>
        <Field label={t('admin.user.lastSeen')}>
          {user.last_seen_at ? formatDate(user.last_seen_at, language) : t('admin.user.never')}
        </Field>
        <Field label={t('admin.user.sessions')}>{formatNumber(user.active_sessions, language)}</Field>
        <Field label={t('admin.user.referralCode')}>{user.referral_code}</Field>
        <Field label={t('admin.user.referredBy')}>
          {user.parent ? (
            <Anchor component={Link} to={adminPath(`users/${user.parent.id}`)}>
              {user.parent.name}
            </Anchor>
          ) : (
            t('admin.user.none')
          )}
        </Field>
      </SimpleGrid>
    </Card>
  );
}

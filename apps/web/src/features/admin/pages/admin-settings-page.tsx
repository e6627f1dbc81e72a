import { Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminSettingsResponse } from '@nirog/contracts';
import { AdminPageHeading } from '../../../components/data/admin-page-heading';
import { QueryError } from '../../../components/data/query-error';
import { formatDate } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { useAdminSettings } from '../api/get-admin-settings';
import { SettingsForm } from '../components/settings-form';

/** "Last updated on … by …", or that the defaults are still in use. */
function LastUpdated({ data }: { data: AdminSettingsResponse }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  let line: string;
  if (!data.updated_at) line = t('admin.settings.neverUpdated');
  else {
    const date = formatDate(data.updated_at, language);
    line = data.updated_by
      ? t('admin.settings.lastUpdated', { date, name: data.updated_by.name })
      : t('admin.settings.lastUpdatedNoActor', { date });
  }
  return (
    <Text size="sm" c="dimmed">
      {line}
    </Text>
  );
}

function SettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('admin.loading')}>
      <Skeleton h={16} w="45%" />
      {[220, 110, 260, 100].map((height, i) => (
        <Skeleton key={i} h={height} radius="md" />
      ))}
    </Stack>
  );
}

/** /admin/settings (Admin): contact details, shipping fees, referral text and the INR rate. */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  const settings = useAdminSettings();

  return (
    <Stack gap="md" maw={960}>
      <AdminPageHeading title={t('admin.settings.title')} intro={t('admin.settings.intro')} />

      {settings.isPending ? (
        <SettingsSkeleton />
      ) : settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          <LastUpdated data={settings.data} />
          <SettingsForm settings={settings.data.settings} />
        </>
      )}
    </Stack>
  );
}

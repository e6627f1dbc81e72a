import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@nirog/contracts';
import { formatDate } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';

/** One line about an entry's details that staff care about (a block reason, a role). */
function useDetailText() {
  const { t } = useTranslation();
  return (entry: AuditEntry): string | null => {
    const { reason, role_id: roleId } = entry.details as { reason?: unknown; role_id?: unknown };
    if (typeof reason === 'string') return t('admin.block.reasonShown', { reason });
    if (typeof roleId === 'number')
      return t(`admin.roles.${roleId}`, { defaultValue: String(entry.details.role ?? roleId) });
    return null;
  };
}

/** The latest back-office actions about this user. */
export function UserAuditList({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const detailText = useDetailText();
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('admin.audit.title')}
        </Title>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.audit.empty')}
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2}>
            {entries.map((entry) => (
              <Timeline.Item
                key={entry.id}
                title={t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}
              >
                {detailText(entry) && <Text size="sm">{detailText(entry)}</Text>}
                <Text size="xs" c="dimmed">
                  {t('admin.audit.byOn', {
                    actor: entry.actor?.name ?? t('admin.audit.system'),
                    date: formatDate(entry.created_at, language),
                  })}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}

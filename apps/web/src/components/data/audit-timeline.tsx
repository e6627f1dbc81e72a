import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from '../../i18n';
import type { AuditEntry } from '@nirog/contracts';
import { formatDate } from '../../lib/format';
import { useLanguageStore } from '../../stores/language';

/**
 * The back-office actions about one thing (an order, a prescription), newest first as the server sends
 * them. Its words come from the page's own translation keys under `keyPrefix`: `title`, `empty`,
 * `byOn` ({{actor}}, {{date}}), `system` and `actions.<action>` (an unknown action shows as sent).
 */
export function AuditTimeline({
  entries,
  keyPrefix,
  detailText,
}: {
  entries: AuditEntry[];
  keyPrefix: string;
  /** One line about what the entry changed (a stage move, a reason), or null. */
  detailText: (entry: AuditEntry) => string | null;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const title = t(`${keyPrefix}.title`);
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${keyPrefix}.empty`)}
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2}>
            {entries.map((entry) => {
              const detail = detailText(entry);
              return (
                <Timeline.Item
                  key={entry.id}
                  title={t(`${keyPrefix}.actions.${entry.action}`, { defaultValue: entry.action })}
                >
                  {detail && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {detail}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t(`${keyPrefix}.byOn`, {
                      actor: entry.actor?.name ?? t(`${keyPrefix}.system`),
                      date: formatDate(entry.created_at, language),
                    })}
                  </Text>
                </Timeline.Item>
              );
            })}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}

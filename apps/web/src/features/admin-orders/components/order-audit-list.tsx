import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@nirog/contracts';
import { useFormatters } from './use-formatters';

/** A one-line summary of what an entry changed: a stage move, a reason. */
function useDetailText() {
  const { t } = useTranslation();
  return (entry: AuditEntry): string | null => {
    const details = entry.details as { from?: unknown; to?: unknown; reason?: unknown };
    const parts: string[] = [];
    const stage = (value: string) => t(`adminOrders.status.${value}`, { defaultValue: value });
    if (typeof details.from === 'string' && typeof details.to === 'string')
      parts.push(t('adminOrders.audit.moved', { from: stage(details.from), to: stage(details.to) }));
    if (typeof details.reason === 'string') parts.push(t('adminOrders.audit.reason', { reason: details.reason }));
    return parts.length ? parts.join(' · ') : null;
  };
}

/** The back-office actions about this order, newest first as the server sends them. */
export function OrderAuditList({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const detailText = useDetailText();
  return (
    <Card withBorder padding="md" component="section" aria-label={t('adminOrders.audit.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminOrders.audit.title')}
        </Title>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('adminOrders.audit.empty')}
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2}>
            {entries.map((entry) => (
              <Timeline.Item
                key={entry.id}
                title={t(`adminOrders.audit.actions.${entry.action}`, { defaultValue: entry.action })}
              >
                {detailText(entry) && <Text size="sm">{detailText(entry)}</Text>}
                <Text size="xs" c="dimmed">
                  {t('adminOrders.audit.byOn', {
                    actor: entry.actor?.name ?? t('adminOrders.audit.system'),
                    date: date(entry.created_at),
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

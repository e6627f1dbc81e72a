import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AuditEntry } from '@nirog/contracts';
import { formatDate } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { AuditActionBadge, AuditSubject, useActorName, useAuditDetails } from './audit-entry-parts';

/** The audit log on phones: one card per entry. */
export function AuditLogCards({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const actorName = useActorName();
  const detailsOf = useAuditDetails();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => {
        const details = detailsOf(entry);
        return (
          <Card key={entry.id} withBorder component="li" padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <AuditActionBadge action={entry.action} />
              <Text size="xs" c="dimmed" ta="right">
                {formatDate(entry.created_at, language)}
              </Text>
            </Group>
            <Group gap={6} mt="xs" wrap="wrap">
              <AuditSubject entry={entry} />
            </Group>
            {details && (
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {details}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={4}>
              {t('admin.auditLog.by', { actor: actorName(entry) })}
            </Text>
          </Card>
        );
      })}
    </Stack>
  );
}

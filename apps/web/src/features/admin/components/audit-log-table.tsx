import { Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AuditEntry } from '@nirog/contracts';
import { formatDate } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { AuditActionBadge, AuditSubject, useActorName, useAuditDetails } from './audit-entry-parts';

/** The audit log on wide screens. */
export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const actorName = useActorName();
  const detailsOf = useAuditDetails();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.auditLog.columns.time')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.actor')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.action')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.subject')}</Table.Th>
            <Table.Th>{t('admin.auditLog.columns.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.created_at, language)}</Table.Td>
              <Table.Td>{actorName(entry)}</Table.Td>
              <Table.Td>
                <AuditActionBadge action={entry.action} />
              </Table.Td>
              <Table.Td>
                <AuditSubject entry={entry} />
              </Table.Td>
              <Table.Td maw={360}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {detailsOf(entry) ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

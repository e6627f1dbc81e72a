import { useTranslation } from '../../../i18n';
import type { AuditEntry } from '@nirog/contracts';
import { AuditTimeline } from '../../../components/data/audit-timeline';

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
  return <AuditTimeline entries={entries} keyPrefix="admin.audit" detailText={useDetailText()} />;
}

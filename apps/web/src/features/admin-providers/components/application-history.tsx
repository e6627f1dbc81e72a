import { useTranslation } from '../../../i18n';
import type { AuditEntry } from '@nirog/contracts';
import { AuditTimeline } from '../../../components/data/audit-timeline';

/** The staff decisions on this application, newest first, with their reasons. */
export function ApplicationHistory({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const detailText = (entry: AuditEntry) => {
    const reason = (entry.details as { reason?: unknown }).reason;
    return typeof reason === 'string' && reason ? t('adminProviders.history.reason', { reason }) : null;
  };
  return <AuditTimeline entries={entries} keyPrefix="adminProviders.history" detailText={detailText} />;
}

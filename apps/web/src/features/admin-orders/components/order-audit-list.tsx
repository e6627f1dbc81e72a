import { useTranslation } from '../../../i18n';
import type { AuditEntry } from '@nirog/contracts';
import { AuditTimeline } from '../../../components/data/audit-timeline';

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
  return <AuditTimeline entries={entries} keyPrefix="adminOrders.audit" detailText={useDetailText()} />;
}

import { useTranslation } from '../../../i18n';
import type { AuditEntry } from '@nirog/contracts';
import { AuditTimeline } from '../../../components/data/audit-timeline';
import { localizeDigits } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';

/** One line about an entry: the note or reason, the order it made. */
function useDetailText() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (entry: AuditEntry): string | null => {
    const details = entry.details as { note?: unknown; reason?: unknown; order_id?: unknown };
    const parts: string[] = [];
    const text = typeof details.reason === 'string' ? details.reason : details.note;
    if (typeof text === 'string' && text) parts.push(t('adminPharmacy.history.note', { note: text }));
    if (typeof details.order_id === 'number')
      parts.push(t('adminPharmacy.history.order', { id: localizeDigits(String(details.order_id), language) }));
    return parts.length ? parts.join(' · ') : null;
  };
}

/** The pharmacists' actions on this prescription, newest first. */
export function PrescriptionHistory({ entries }: { entries: AuditEntry[] }) {
  return <AuditTimeline entries={entries} keyPrefix="adminPharmacy.history" detailText={useDetailText()} />;
}

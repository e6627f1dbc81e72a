import { useTranslation } from '../../../i18n';
import type { PrescriptionStatus, StatusStyle } from '@nirog/contracts';
import { StatusBadge } from '../../../components/data/status-badge';

const TONES: Record<PrescriptionStatus, StatusStyle> = {
  Pending: 'warning',
  Reviewed: 'info',
  Ordered: 'success',
  Declined: 'danger',
};

export function PrescriptionStatusBadge({ status }: { status: PrescriptionStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONES[status] ?? 'secondary'}>
      {t(`prescriptions.status.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}

import { useTranslation } from '../../../i18n';
import type { MedicineRequestStatus, StatusStyle } from '@nirog/contracts';
import { StatusBadge } from '../../../components/data/status-badge';

/** Spec 1 section 4: Processing secondary, Ready primary (the brand's teal), otherwise warning. */
function toneOf(status: MedicineRequestStatus): StatusStyle {
  if (status === 'Processing') return 'secondary';
  if (status === 'Ready') return 'success';
  return 'warning';
}

export function MedicineRequestStatusBadge({ status }: { status: MedicineRequestStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={toneOf(status)}>{t(`medicineRequests.status.${status}`, { defaultValue: status })}</StatusBadge>
  );
}

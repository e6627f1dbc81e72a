import { useTranslation } from '../../../i18n';
import type { MedicineRequestStatus, PrescriptionStatus, StatusStyle } from '@nirog/contracts';
import { StatusBadge } from '../../../components/data/status-badge';

const PRESCRIPTION_TONES: Record<PrescriptionStatus, StatusStyle> = {
  Pending: 'warning',
  Reviewed: 'info',
  Ordered: 'success',
  Declined: 'danger',
};
const REQUEST_TONES: Record<MedicineRequestStatus, StatusStyle> = {
  Pending: 'warning',
  Processing: 'info',
  Ready: 'success',
  Declined: 'danger',
};

export function PrescriptionStatusBadge({ status }: { status: PrescriptionStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={PRESCRIPTION_TONES[status] ?? 'secondary'}>
      {t(`adminPharmacy.prescriptionStatus.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}

export function MedicineRequestStatusBadge({ status }: { status: MedicineRequestStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={REQUEST_TONES[status] ?? 'secondary'}>
      {t(`adminPharmacy.requestStatus.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}

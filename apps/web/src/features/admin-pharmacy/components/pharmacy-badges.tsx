import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MedicineRequestStatus, PrescriptionStatus } from '@nirog/contracts';

const PRESCRIPTION_COLORS: Record<PrescriptionStatus, string> = {
  Pending: 'yellow',
  Reviewed: 'blue',
  Ordered: 'teal',
  Declined: 'red',
};
const REQUEST_COLORS: Record<MedicineRequestStatus, string> = {
  Pending: 'yellow',
  Processing: 'blue',
  Ready: 'teal',
  Declined: 'red',
};

/** Status badges keep their whole word beside a long medicine name on a phone (they do not shrink). */
export function PrescriptionStatusBadge({ status }: { status: PrescriptionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={PRESCRIPTION_COLORS[status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {t(`adminPharmacy.prescriptionStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export function MedicineRequestStatusBadge({ status }: { status: MedicineRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={REQUEST_COLORS[status] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {t(`adminPharmacy.requestStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

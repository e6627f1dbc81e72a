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

export function PrescriptionStatusBadge({ status }: { status: PrescriptionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={PRESCRIPTION_COLORS[status] ?? 'gray'} variant="light">
      {t(`adminPharmacy.prescriptionStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export function MedicineRequestStatusBadge({ status }: { status: MedicineRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={REQUEST_COLORS[status] ?? 'gray'} variant="light">
      {t(`adminPharmacy.requestStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

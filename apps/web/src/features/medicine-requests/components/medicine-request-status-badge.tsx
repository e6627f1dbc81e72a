import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MedicineRequestStatus } from '@nirog/contracts';

type Tone = 'secondary' | 'primary' | 'warning';

/** Spec 1 section 4: Processing secondary, Ready primary, otherwise warning. */
function toneOf(status: MedicineRequestStatus): Tone {
  if (status === 'Processing') return 'secondary';
  if (status === 'Ready') return 'primary';
  return 'warning';
}

const COLORS: Record<Tone, string> = { secondary: 'gray', primary: 'teal', warning: 'yellow.8' };

export function MedicineRequestStatusBadge({ status }: { status: MedicineRequestStatus }) {
  const { t } = useTranslation();
  const tone = toneOf(status);
  return (
    <Badge color={COLORS[tone]} variant="light" data-tone={tone}>
      {t(`medicineRequests.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminPrescriptionRow } from '@nirog/contracts';
import { CustomerCell } from '../../../components/data/customer-cell';
import { PrescriptionStatusBadge } from './pharmacy-badges';
import { PrescriptionLink } from './prescription-link';
import { PrescriptionThumbnail } from './prescription-thumbnail';
import { LIST_DATE, useFormatters } from '../../../lib/use-formatters';

/** The prescription queue on phones: one card per prescription. */
export function PrescriptionsCards({ prescriptions }: { prescriptions: AdminPrescriptionRow[] }) {
  const { t } = useTranslation();
  const { digits, date } = useFormatters();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {prescriptions.map((row) => (
        <Card key={row.id} withBorder component="li" padding="sm">
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <PrescriptionThumbnail src={row.thumbnail} size={56} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <PrescriptionLink id={row.id} />
                <PrescriptionStatusBadge status={row.status} />
              </Group>
              <Text size="xs" c="dimmed">
                {date(row.created_at, LIST_DATE)}
              </Text>
              <CustomerCell customer={row.customer} />
              <Text size="sm" c="dimmed">
                {t('adminPharmacy.days', { count: row.day_for, n: digits(row.day_for) })} ·{' '}
                {t('adminPharmacy.imageCount', { count: row.image_count, n: digits(row.image_count) })}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { MedicineRequest } from '@nirog/contracts';
import { formatDate } from '../../../lib/format';
import { useLanguageStore } from '../../../stores/language';
import { MedicineRequestStatusBadge } from './medicine-request-status-badge';
import { RequestNote, RowAction } from './medicine-requests-table';

/** The user's medicine requests on phones: one card per request, the same facts as the table's row. */
export function MedicineRequestsCards({ requests }: { requests: MedicineRequest[] }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {requests.map((request) => (
        <Card key={request.id} withBorder component="li" padding="sm">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {request.name}
              </Text>
              <MedicineRequestStatusBadge status={request.status} />
            </Group>
            {request.status === 'Ready' && request.product && (
              <Text size="xs" c="dimmed">
                {t('medicineRequests.list.availableAs', { title: request.product.title })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              <time dateTime={request.created_at}>{formatDate(request.created_at, language, 'D MMM YYYY')}</time>
            </Text>
            {request.note && <RequestNote request={request} />}
            <Group justify="flex-end">
              <RowAction request={request} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

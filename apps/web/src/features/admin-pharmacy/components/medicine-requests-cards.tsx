import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminMedicineRequest } from '@nirog/contracts';
import { CustomerCell } from '../../../components/data/customer-cell';
import { RequestNote, RequestProduct, UpdateRequestButton } from './medicine-request-parts';
import { MedicineRequestStatusBadge } from './pharmacy-badges';
import { LIST_DATE, useFormatters } from '../../../lib/use-formatters';

/** The medicine request queue on phones: one card per request. */
export function MedicineRequestsCards({
  requests,
  onUpdate,
}: {
  requests: AdminMedicineRequest[];
  onUpdate: (request: AdminMedicineRequest) => void;
}) {
  const { t } = useTranslation();
  const { digits, date } = useFormatters();
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
            <Text size="xs" c="dimmed">
              {t('adminPharmacy.requests.number', { id: digits(request.id) })} · {date(request.created_at, LIST_DATE)}
            </Text>
            <CustomerCell customer={request.customer} />
            <RequestNote note={request.note} />
            <Group justify="space-between" gap="xs">
              <RequestProduct product={request.product} />
              <UpdateRequestButton request={request} onClick={() => onUpdate(request)} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

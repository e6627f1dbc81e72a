import { Button, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { MedicineRequest } from '@nirog/contracts';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useLanguageStore } from '../../../stores/language';
import { MedicineRequestStatusBadge } from './medicine-request-status-badge';

/** The action of a row: 'Click to View' opens the product of a Ready request; anything else has none. */
export function RowAction({ request }: { request: MedicineRequest }) {
  const { t } = useTranslation();
  if (request.status === 'Ready' && request.product) {
    return (
      <Button
        component={Link}
        to={paths.product(request.product.slug)}
        size="xs"
        rightSection={<IconExternalLink size={14} aria-hidden="true" />}
      >
        {t('medicineRequests.list.clickToView')}
      </Button>
    );
  }
  return (
    <Button size="xs" variant="default" disabled>
      {t('medicineRequests.list.noAction')}
    </Button>
  );
}

/** The pharmacist's note ('Reason:' first when declined), or a dash when there is none. */
export function RequestNote({ request }: { request: MedicineRequest }) {
  const { t } = useTranslation();
  if (!request.note) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
      {request.status === 'Declined' && (
        <Text span size="sm" fw={600}>
          {t('medicineRequests.list.reason')}{' '}
        </Text>
      )}
      {request.note}
    </Text>
  );
}

/** Name, date, status (with the product it became), the pharmacist's note and the row's action. */
export function MedicineRequestsTable({ requests }: { requests: MedicineRequest[] }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('medicineRequests.list.name')}</Table.Th>
            <Table.Th scope="col">{t('medicineRequests.list.date')}</Table.Th>
            <Table.Th scope="col">{t('medicineRequests.list.status')}</Table.Th>
            <Table.Th scope="col">{t('medicineRequests.list.note')}</Table.Th>
            <Table.Th scope="col">{t('medicineRequests.list.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Th scope="row" fw={500} style={{ wordBreak: 'break-word' }}>
                {request.name}
                {request.status === 'Ready' && request.product && (
                  <Text size="xs" c="dimmed" fw={400}>
                    {t('medicineRequests.list.availableAs', { title: request.product.title })}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={request.created_at}>{formatDate(request.created_at, language, 'D MMM YYYY')}</time>
                </Text>
              </Table.Td>
              <Table.Td>
                <MedicineRequestStatusBadge status={request.status} />
              </Table.Td>
              <Table.Td>
                <RequestNote request={request} />
              </Table.Td>
              <Table.Td>
                <RowAction request={request} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminMedicineRequest } from '@nirog/contracts';
import { CustomerCell } from '../../../components/data/customer-cell';
import { RequestNote, RequestProduct, UpdateRequestButton } from './medicine-request-parts';
import { MedicineRequestStatusBadge } from './pharmacy-badges';
import { LIST_DATE, useFormatters } from '../../../lib/use-formatters';

/** The medicine request queue on wide screens. */
export function MedicineRequestsTable({
  requests,
  onUpdate,
}: {
  requests: AdminMedicineRequest[];
  onUpdate: (request: AdminMedicineRequest) => void;
}) {
  const { t } = useTranslation();
  const { digits, date } = useFormatters();
  const c = (key: string) => t(`adminPharmacy.requests.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('request')}</Table.Th>
            <Table.Th>{c('customer')}</Table.Th>
            <Table.Th>{c('name')}</Table.Th>
            <Table.Th>{c('status')}</Table.Th>
            <Table.Th>{c('note')}</Table.Th>
            <Table.Th>{c('product')}</Table.Th>
            <Table.Th>{c('date')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{c('actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t('adminPharmacy.requests.number', { id: digits(request.id) })}
              </Table.Td>
              <Table.Td>
                <CustomerCell customer={request.customer} />
              </Table.Td>
              <Table.Td fw={600}>{request.name}</Table.Td>
              <Table.Td>
                <MedicineRequestStatusBadge status={request.status} />
              </Table.Td>
              <Table.Td maw={240}>
                <RequestNote note={request.note} />
              </Table.Td>
              <Table.Td>
                <RequestProduct product={request.product} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(request.created_at, LIST_DATE)}</Table.Td>
              <Table.Td>
                <UpdateRequestButton request={request} onClick={() => onUpdate(request)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

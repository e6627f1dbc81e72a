import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminPrescriptionRow } from '@nirog/contracts';
import { CustomerCell } from '../../../components/data/customer-cell';
import { PrescriptionStatusBadge } from './pharmacy-badges';
import { PrescriptionLink } from './prescription-link';
import { PrescriptionThumbnail } from './prescription-thumbnail';
import { LIST_DATE, useFormatters } from '../../../lib/use-formatters';

/** The prescription queue on wide screens; the number opens the prescription. */
export function PrescriptionsTable({ prescriptions }: { prescriptions: AdminPrescriptionRow[] }) {
  const { t } = useTranslation();
  const { digits, date } = useFormatters();
  const c = (key: string) => t(`adminPharmacy.prescriptions.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('prescription')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{c('image')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{c('customer')}</Table.Th>
            <Table.Th>{c('dayFor')}</Table.Th>
            <Table.Th>{c('images')}</Table.Th>
            <Table.Th>{c('status')}</Table.Th>
            <Table.Th>{c('date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prescriptions.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <PrescriptionLink id={row.id} />
              </Table.Td>
              <Table.Td>
                <PrescriptionThumbnail src={row.thumbnail} />
              </Table.Td>
              <Table.Td>
                <CustomerCell customer={row.customer} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {t('adminPharmacy.days', { count: row.day_for, n: digits(row.day_for) })}
              </Table.Td>
              <Table.Td>{digits(row.image_count)}</Table.Td>
              <Table.Td>
                <PrescriptionStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(row.created_at, LIST_DATE)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

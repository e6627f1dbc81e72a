import { Table } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminApplicationSummary } from '@nirog/contracts';
import { CustomerCell } from '../../../components/data/customer-cell';
import { LIST_DATE, useFormatters } from '../../../lib/use-formatters';
import { ApplicationLink } from './application-link';
import { ApplicationStatusBadge, WaitingTime } from './review-badges';

/** The review queue on wide screens, in the server's order (overdue first); the code opens the application. */
export function ApplicationsTable({ applications }: { applications: AdminApplicationSummary[] }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const c = (key: string) => t(`adminProviders.queue.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('application')}</Table.Th>
            <Table.Th>{c('kind')}</Table.Th>
            <Table.Th>{c('applicant')}</Table.Th>
            <Table.Th>{c('submitted')}</Table.Th>
            <Table.Th>{c('waiting')}</Table.Th>
            <Table.Th>{c('status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {applications.map((row) => (
            <Table.Tr
              key={row.id}
              data-overdue={row.overdue || undefined}
              style={row.overdue ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-red-7)' } : undefined}
            >
              <Table.Td>
                <ApplicationLink application={row} />
              </Table.Td>
              <Table.Td>{t(`adminProviders.kind.${row.kind}`)}</Table.Td>
              <Table.Td>
                <CustomerCell customer={row.user} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {row.submitted_at ? date(row.submitted_at, LIST_DATE) : t('adminProviders.notSubmitted')}
              </Table.Td>
              <Table.Td>
                <WaitingTime application={row} />
              </Table.Td>
              <Table.Td>
                <ApplicationStatusBadge status={row.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminEarning } from '@nirog/contracts';
import { CustomerCell } from '../../../components/data/customer-cell';
import { useFormatters } from '../../../lib/use-formatters';
import { EarningBookingLink, EarningDates, EarningStatusBadge, MarkPaidButton, TwoCurrencies } from './earning-parts';

/** Referral earnings on wide screens. */
export function EarningsTable({ earnings }: { earnings: AdminEarning[] }) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const c = (key: string) => t(`adminBookings.earnings.columns.${key}`);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('booking')}</Table.Th>
            <Table.Th>{c('referrer')}</Table.Th>
            <Table.Th>{c('patient')}</Table.Th>
            <Table.Th>{c('cost')}</Table.Th>
            <Table.Th>{c('benefit')}</Table.Th>
            <Table.Th>{c('date')}</Table.Th>
            <Table.Th>{c('status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{c('action')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {earnings.map((earning) => (
            <Table.Tr key={earning.id}>
              <Table.Td>
                <EarningBookingLink earning={earning} />
              </Table.Td>
              <Table.Td>
                <CustomerCell customer={earning.referrer} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{earning.patient.name}</Text>
              </Table.Td>
              <Table.Td>
                <TwoCurrencies bdt={earning.total_cost_in_bdt} inr={earning.total_cost_in_inr} />
              </Table.Td>
              <Table.Td>
                <TwoCurrencies bdt={earning.total_benefit_in_bdt} inr={earning.total_benefit_in_inr} />
                <Text size="xs" c="dimmed">
                  {t('adminBookings.earnings.percentAt', {
                    percent: digits(earning.benefit_percentage),
                    rate: digits(earning.exchange_rate),
                  })}
                </Text>
              </Table.Td>
              <Table.Td>
                <EarningDates earning={earning} />
              </Table.Td>
              <Table.Td>
                <EarningStatusBadge status={earning.status} />
              </Table.Td>
              <Table.Td>
                <MarkPaidButton earning={earning} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

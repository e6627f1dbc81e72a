import { Anchor, Avatar, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCoin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { Earning, StatusStyle } from '@nirog/contracts';
import { ListPage } from '../../../components/data/list-page';
import { StatusBadge } from '../../../components/data/status-badge';
import { storageUrl } from '../../../lib/media';
import { paths } from '../../../lib/paths';
import { pageParam, useListParams } from '../../../lib/use-list-params';
import { useFormatters } from '../../../lib/use-formatters';
import { useMyEarnings } from '../api/earnings';

/** Earning status colours (spec 2 section 4): Ready primary, Completed success, anything else warning. */
export function earningTone(status: Earning['status']): StatusStyle {
  if (status === 'Ready') return 'info';
  if (status === 'Completed') return 'success';
  return 'warning';
}

function Patient({ earning }: { earning: Earning }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={storageUrl(earning.patient.avatar)} alt="" radius="xl" size="sm" color="teal">
        {earning.patient.name.charAt(0)}
      </Avatar>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {earning.patient.name}
      </Text>
    </Group>
  );
}

function useEarningCells() {
  const { t } = useTranslation();
  const f = useFormatters();
  return (e: Earning) => ({
    cost: `${f.taka(e.total_cost_in_bdt)} / ${f.rupees(e.total_cost_in_inr)}`,
    rate: t('bookings.earnings.rateValue', { rate: f.digits(e.exchange_rate) }),
    percent: t('bookings.earnings.percentValue', { n: f.digits(e.benefit_percentage) }),
    benefit: `${f.taka(e.total_benefit_in_bdt)} / ${f.rupees(e.total_benefit_in_inr)}`,
    date: f.date(e.created_at),
    status: <StatusBadge tone={earningTone(e.status)}>{t(`bookings.earnings.status.${e.status}`)}</StatusBadge>,
  });
}

function EarningsTable({ items }: { items: Earning[] }) {
  const { t } = useTranslation();
  const cells = useEarningCells();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bookings.earnings.patient')}</Table.Th>
            <Table.Th>{t('bookings.earnings.cost')}</Table.Th>
            <Table.Th>{t('bookings.earnings.rate')}</Table.Th>
            <Table.Th>{t('bookings.earnings.percent')}</Table.Th>
            <Table.Th>{t('bookings.earnings.benefit')}</Table.Th>
            <Table.Th>{t('bookings.earnings.statusLabel')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((e) => {
            const c = cells(e);
            return (
              <Table.Tr key={e.id}>
                <Table.Td>
                  <Patient earning={e} />
                  <Text size="xs" c="dimmed">
                    {c.date}
                  </Text>
                </Table.Td>
                <Table.Td>{c.cost}</Table.Td>
                <Table.Td>{c.rate}</Table.Td>
                <Table.Td>{c.percent}</Table.Td>
                <Table.Td fw={600}>{c.benefit}</Table.Td>
                <Table.Td>{c.status}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EarningsCards({ items }: { items: Earning[] }) {
  const { t } = useTranslation();
  const cells = useEarningCells();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((e) => {
        const c = cells(e);
        return (
          <Paper key={e.id} component="li" withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Patient earning={e} />
                {c.status}
              </Group>
              <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
                {(
                  [
                    ['cost', c.cost],
                    ['benefit', c.benefit],
                    ['rate', c.rate],
                    ['percent', c.percent],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key}>
                    <Text component="dt" size="xs" c="dimmed">
                      {t(`bookings.earnings.${key}`)}
                    </Text>
                    <Text component="dd" size="sm" m={0} fw={key === 'benefit' ? 600 : undefined}>
                      {value}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {c.date}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/**
 * /profile/my-broker-earnings (spec 2 "Earning"): what the user's referral code earned on India
 * appointments, in taka and rupees with the exchange rate and benefit percentage; cards on phones.
 */
export function Component() {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  const page = pageParam(params.get('page'));
  const earnings = useMyEarnings(page);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <ListPage
      title={t('bookings.earnings.title')}
      intro={
        <Text size="sm" c="dimmed">
          {t('bookings.earnings.intro')}{' '}
          <Anchor component={Link} to={paths.referral} size="sm" underline="always">
            {t('bookings.earnings.referralLink')}
          </Anchor>
        </Text>
      }
      query={earnings}
      onPageChange={(p) => update({ page: String(p) })}
      empty={{ icon: IconCoin, title: t('bookings.earnings.empty'), text: t('bookings.earnings.emptyText') }}
      rows={(items) => (phone ? <EarningsCards items={items} /> : <EarningsTable items={items} />)}
    />
  );
}

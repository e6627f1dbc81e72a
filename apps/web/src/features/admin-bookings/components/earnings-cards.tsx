import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminEarning } from '@nirog/contracts';
import { CustomerCell } from '../../../components/data/customer-cell';
import { useFormatters } from '../../../lib/use-formatters';
import { EarningBookingLink, EarningDates, EarningStatusBadge, MarkPaidButton, TwoCurrencies } from './earning-parts';

/** Referral earnings on phones: one card each, the payout button at the bottom. */
export function EarningsCards({ earnings }: { earnings: AdminEarning[] }) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {earnings.map((earning) => (
        <Card key={earning.id} withBorder component="li" padding="sm">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <EarningBookingLink earning={earning} />
              <EarningStatusBadge status={earning.status} />
            </Group>
            <EarningDates earning={earning} />
            <div>
              <Text size="xs" c="dimmed">
                {t('adminBookings.earnings.columns.referrer')}
              </Text>
              <CustomerCell customer={earning.referrer} />
            </div>
            <Text size="sm">{t('adminBookings.earnings.patientLine', { name: earning.patient.name })}</Text>
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                <Text size="xs" c="dimmed">
                  {t('adminBookings.earnings.columns.cost')}
                </Text>
                <TwoCurrencies bdt={earning.total_cost_in_bdt} inr={earning.total_cost_in_inr} />
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('adminBookings.earnings.benefitShare', { percent: digits(earning.benefit_percentage) })}
                </Text>
                <TwoCurrencies bdt={earning.total_benefit_in_bdt} inr={earning.total_benefit_in_inr} />
              </div>
            </Group>
            <MarkPaidButton earning={earning} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

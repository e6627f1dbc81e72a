import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminBookingDetail } from '@nirog/contracts';
import { PriceSummary } from '../../../components/data/price-summary';

/** The fee after the provider's discount plus VAT, as the server computed it at booking. */
export function BookingMoney({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation();
  const title = t('adminBookings.money.title');
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <PriceSummary
          label={title}
          rows={[
            { label: t('adminBookings.money.fee'), amount: booking.fee },
            { label: t('adminBookings.money.discount'), amount: booking.discount, deduction: true },
            { label: t('adminBookings.money.vat'), amount: booking.vat },
          ]}
          total={{ label: t('adminBookings.money.total'), amount: booking.total_amount }}
        />
      </Stack>
    </Card>
  );
}

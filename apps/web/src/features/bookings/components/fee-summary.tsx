import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { PriceSummary } from '../../../components/data/price-summary';
import { useFormatters } from '../../../lib/use-formatters';

/**
 * What the booking costs, as the server charges it: the fee, its discount, the VAT on the discounted fee
 * and the total (the profile's `*_total`).
 */
export function FeeSummary({
  fee,
  final,
  discount,
  total,
  vat,
}: {
  fee: number | null;
  final: number | null;
  discount: number | null;
  total: number | null;
  vat: number;
}) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const amount = total ?? 0;
  const afterDiscount = final ?? fee ?? 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="sm">
        {t('bookings.fee.title')}
      </Title>
      <PriceSummary
        label={t('bookings.fee.title')}
        symbol="Tk"
        rows={[
          { label: t('bookings.fee.fee'), amount: fee ?? 0 },
          ...(discount
            ? [
                {
                  label: t('bookings.fee.discount', { n: digits(discount) }),
                  amount: (fee ?? 0) - afterDiscount,
                  deduction: true,
                },
              ]
            : []),
          ...(vat > 0 ? [{ label: t('bookings.fee.vat', { n: digits(vat) }), amount: amount - afterDiscount }] : []),
        ]}
        total={{ label: t('bookings.fee.total'), amount }}
      />
      <Text size="xs" c="dimmed" mt="sm">
        {amount > 0 ? t('bookings.fee.payNext') : t('bookings.fee.free')}
      </Text>
    </Paper>
  );
}

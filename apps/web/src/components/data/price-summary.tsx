import { Group, Stack, Text } from '@mantine/core';
// digits.ts, not format.ts: format.ts brings dayjs and its plugins (6 kB gzip) to the cart's first load.
import { formatMoney } from '../../lib/digits';
import { useLanguageStore } from '../../stores/language';

export interface PriceRow {
  label: string;
  /** Taka. */
  amount: number;
  /** Shown as a deduction (−৳50.00), e.g. a coupon discount. */
  deduction?: boolean;
}

/**
 * Sub total, fees and discounts, then the total, formatted with the one money formatter (Bengali digits in
 * bn). A description list, so a screen reader pairs each label with its amount.
 */
export function PriceSummary({
  rows,
  total,
  label,
  symbol = '৳',
}: {
  rows: PriceRow[];
  total: { label: string; amount: number };
  /** Accessible name of the summary. */
  label: string;
  /** The shop writes ৳; bookings write Tk (spec 2). */
  symbol?: '৳' | 'Tk';
}) {
  const language = useLanguageStore((s) => s.language);
  return (
    <Stack gap={6} component="dl" aria-label={label} m={0}>
      {rows.map((row) => (
        <Group key={row.label} justify="space-between" wrap="nowrap" gap="sm">
          <Text component="dt" size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" size="sm" m={0} ta="right">
            {row.deduction && row.amount > 0 ? '−' : ''}
            {formatMoney(row.amount, language, symbol)}
          </Text>
        </Group>
      ))}
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="sm"
        pt={6}
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text component="dt" fw={700}>
          {total.label}
        </Text>
        <Text component="dd" fw={700} m={0} ta="right" c="teal.8">
          {formatMoney(total.amount, language, symbol)}
        </Text>
      </Group>
    </Stack>
  );
}

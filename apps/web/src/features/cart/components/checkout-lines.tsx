import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { formatMoney, formatNumber } from '../../../lib/digits';
import type { CartItem } from '../../../stores/cart';
import { useLanguageStore } from '../../../stores/language';
import { isAvailable, lineTitle, needsPrescription } from '../utils/cart-lines';
import { LineImage } from './cart-line';

/** What is being ordered, read only, with the server's complaint about a line under it. */
export function CheckoutLines({ lines, errors }: { lines: CartItem[]; errors: Record<number, string> }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="checkout-lines">
      <Title order={2} size="h4" mb="sm" id="checkout-lines">
        {t('checkout.yourOrder', { n: formatNumber(lines.length, language) })}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {lines.map((line) => {
          const title = lineTitle(line, language);
          const error = errors[line.id];
          return (
            <li key={line.id} aria-label={title} aria-invalid={error ? true : undefined}>
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <LineImage image={line.image} size={44} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} lineClamp={2}>
                    {title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('checkout.qtyTimes', {
                      qty: formatNumber(line.c_qty, language),
                      price: formatMoney(line.final_price, language),
                    })}
                  </Text>
                  {needsPrescription(line) && (
                    <Badge color="orange" size="xs" w="fit-content">
                      {t('cart.prescriptionNeeded')}
                    </Badge>
                  )}
                  {!isAvailable(line) && (
                    <Badge color="red" size="xs" w="fit-content">
                      {t('cart.unavailable')}
                    </Badge>
                  )}
                  {error && (
                    <Text size="xs" c="red" role="alert">
                      {error}
                    </Text>
                  )}
                </Stack>
                <Text size="sm" fw={600}>
                  {formatMoney(line.final_price * line.c_qty, language)}
                </Text>
              </Group>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { EmptyState } from '../../../components/data/empty-state';
import { PriceSummary } from '../../../components/data/price-summary';
import { formatMoney, formatNumber } from '../../../lib/digits';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import type { PageData } from '../../../lib/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { selectCartSubtotal, useCartStore } from '../../../stores/cart';
import { useLanguageStore } from '../../../stores/language';
import { CartLine } from '../components/cart-line';
import { useCartRefresh } from '../components/use-cart-refresh';
import { useShippingFee } from '../components/use-shipping-fee';
import { isAvailable, orderTotal } from '../utils/cart-lines';

/** /cart/show: the lines, their counts and prices, the summary with the shipping fee, and checkout. */
/** Rendered on the server as a guest's (the cart lives on the device: its lines appear once the page is hydrated). */
export const handle: PageData = { serverRendered: true };

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('cart.title'));
  const language = useLanguageStore((s) => s.language);
  const items = useCartStore((s) => s.items);
  const subtotal = useCartStore(selectCartSubtotal);
  const { increment, decrement, remove } = useCartStore.getState();
  const refresh = useCartRefresh();
  const { fee, address } = useShippingFee(refresh.data);

  if (items.length === 0) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} size="h2" mb="md">
          {t('cart.title')}
        </Title>
        <EmptyState
          icon={<IconShoppingCart size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
          title={t('cart.empty.title')}
          text={t('cart.empty.text')}
          action={
            <Button component={Link} to={paths.shop}>
              {t('cart.empty.action')}
            </Button>
          }
        />
      </Container>
    );
  }

  const total = orderTotal(subtotal, fee);
  const blocked = items.some((line) => !isAvailable(line));
  const n = formatNumber(items.length, language);

  const decrease = (id: number) => {
    const line = useCartStore.getState().items.find((i) => i.id === id);
    if (!line) notify('error', t('cart.missing'));
    else if (!decrement(id)) notify('warning', t('cart.minQuantity'));
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap={4} mb="md">
        <Title order={1} size="h2">
          {t('cart.title')}
        </Title>
        <Text c="dimmed">
          {t('cart.countAndTotal', { count: items.length, n, total: formatMoney(total, language) })}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {blocked && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden="true" />} role="alert" mb="sm">
              {t('cart.unavailableBlock')}
            </Alert>
          )}
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('cart.lines')}>
            {items.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                onDecrease={() => decrease(line.id)}
                onIncrease={() => increment(line.id)}
                onRemove={() => {
                  remove(line.id);
                  notify('success', t('cart.removed'));
                }}
              />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="lg" p="md" pos="sticky" top={80}>
            <Title order={2} size="h4" mb="sm">
              {t('cart.summary')}
            </Title>
            <PriceSummary
              label={t('cart.summary')}
              rows={[
                { label: t('cart.subTotal'), amount: subtotal },
                { label: t('cart.shippingFee'), amount: fee },
              ]}
              total={{ label: t('cart.total'), amount: total }}
            />
            <Group mt="md" grow>
              {blocked ? (
                <Button size="md" disabled>
                  {t('cart.proceedToCheckout')}
                </Button>
              ) : (
                <Button size="md" component={Link} to={paths.checkout}>
                  {t('cart.proceedToCheckout')}
                </Button>
              )}
            </Group>
            {!address && refresh.data && (
              <Text size="xs" c="dimmed" mt="xs">
                {t('cart.shippingNote', {
                  inside: formatMoney(refresh.data.shipping_fee_id, language),
                  outside: formatMoney(refresh.data.shipping_fee_od, language),
                })}
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

import { Anchor, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { Order } from '@nirog/contracts';
import { PAYMENT_METHOD } from '@nirog/contracts/constants';
import { PriceSummary } from '../../../components/data/price-summary';
import { StatusBadge } from '../../../components/data/status-badge';
import { PayNowButton } from '../../../components/payments/pay-now-button';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { localTitle } from '../../../lib/local-name';
import { storageUrl } from '../../../lib/media';
import { paths } from '../../../lib/paths';
import { useLanguageStore } from '../../../stores/language';
import { CancelOrderButton } from './cancel-order-button';
import { OrderProgress } from './order-progress';

/**
 * One order: number and date, progress, items (image, title in the interface language linking to the product, qty,
 * price), totals, payment method and payment status badges in the server's styles, Pay now, Cancel order and Reorder.
 */
export function OrderCard({
  order,
  onReorder,
  reordering,
}: {
  order: Order;
  onReorder: () => void;
  reordering: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const number = formatNumber(order.id, language).replace(/,/g, '');
  const heading = t('orders.orderNo', { id: number });
  const headingId = `order-${order.id}`;
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {heading}
            </Title>
            <Text size="xs" c="dimmed">
              <time dateTime={order.created_at}>{formatDate(order.created_at, language)}</time>
            </Text>
          </div>
          <Group gap={6}>
            <StatusBadge tone={order.payment_method_style}>
              {order.payment_method === PAYMENT_METHOD.Online ? t('orders.online') : t('orders.cashOnDelivery')}
            </StatusBadge>
            <StatusBadge tone={order.payment_status_style}>
              {t(`orders.paymentStatus.${order.payment_status}`, { defaultValue: order.payment_status })}
            </StatusBadge>
          </Group>
        </Group>

        <OrderProgress status={order.order_status} />
        {/* An order cancelled before a pharmacist looked is waiting for nobody. */}
        {order.prescription && !(order.prescription.check === 'Awaiting' && order.order_status === 'Cancelled') && (
          <Text size="sm" c={order.prescription.check === 'Rejected' ? 'red.8' : undefined} role="status">
            {t(`orders.prescriptionCheck.${order.prescription.check}`)}
          </Text>
        )}
        {order.order_status === 'Cancelled' && order.cancel_reason && (
          <Text size="sm" c="dimmed">
            {t('orders.cancelReason', { reason: order.cancel_reason })}
          </Text>
        )}

        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('orders.items')}>
          {order.order_items.map((item) => {
            const src = storageUrl(item.product_image);
            const name = localTitle({ title: item.product_title, bn_title: item.product_bn_title }, language);
            const title = item.product_slug ? (
              <Anchor component={Link} to={paths.product(item.product_slug)} size="sm" fw={500} lineClamp={2}>
                {name}
              </Anchor>
            ) : (
              <Text size="sm" fw={500} lineClamp={2}>
                {name}
              </Text>
            );
            return (
              <Group component="li" key={item.id} wrap="nowrap" gap="sm" align="flex-start">
                {src ? (
                  <Image src={src} alt="" w={44} h={44} fit="contain" radius="sm" loading="lazy" />
                ) : (
                  <Paper w={44} h={44} radius="sm" bg="gray.1" />
                )}
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  {title}
                  <Text size="xs" c="dimmed">
                    {t('orders.qtyTimes', {
                      qty: formatNumber(item.qty, language),
                      price: formatMoney(item.product_price, language),
                    })}
                  </Text>
                </Stack>
                <Text size="sm" fw={600}>
                  {formatMoney(item.product_price * item.qty, language)}
                </Text>
              </Group>
            );
          })}
        </Stack>

        <PriceSummary
          label={t('orders.summary', { id: number })}
          rows={[
            { label: t('orders.subTotal'), amount: order.sub_total },
            { label: t('orders.shippingFee'), amount: order.shipping_fee },
            ...(order.coupon_discount > 0
              ? [{ label: t('orders.couponDiscount'), amount: order.coupon_discount, deduction: true }]
              : []),
          ]}
          total={{ label: t('orders.total'), amount: order.total_amount }}
        />

        <Group gap="xs" justify="flex-end">
          {order.need_payment_crypt_id && (
            <PayNowButton paymentId={order.need_payment_crypt_id} aria-label={t('orders.payNowFor', { id: number })} />
          )}
          {order.can_cancel && <CancelOrderButton orderId={order.id} number={number} />}
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={reordering}
            onClick={onReorder}
            aria-label={t('orders.reorder.labelFor', { id: number })}
          >
            {t('orders.reorder.label')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

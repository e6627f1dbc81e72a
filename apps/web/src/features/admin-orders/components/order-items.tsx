import { Anchor, Avatar, Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPill } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { AdminOrder } from '@nirog/contracts';
import { localTitle } from '../../../lib/local-name';
import { storageUrl } from '../../../lib/media';
import { productPagePath } from './orders-paths';
import { useFormatters } from '../../../lib/use-formatters';

function TotalLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * What was ordered (picture, title in the staff member's language linking to the product page, quantity, price)
 * and the totals with the coupon.
 */
export function OrderItems({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { money, digits, language } = useFormatters();
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminOrders.order.items')}
        </Title>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminOrders.order.columns.product')}</Table.Th>
                <Table.Th>{t('adminOrders.order.columns.qty')}</Table.Th>
                <Table.Th>{t('adminOrders.order.columns.price')}</Table.Th>
                <Table.Th>{t('adminOrders.order.columns.lineTotal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.order_items.map((item) => {
                const name = localTitle({ title: item.product_title, bn_title: item.product_bn_title }, language);
                return (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={storageUrl(item.product_image)} alt="" radius="sm" color="teal" variant="light">
                          <IconPill size={18} aria-hidden />
                        </Avatar>
                        {item.product_slug ? (
                          <Anchor component={Link} to={productPagePath(item.product_slug)} size="sm" fw={500}>
                            {name}
                          </Anchor>
                        ) : (
                          <Text size="sm" fw={500}>
                            {name}
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{digits(item.qty)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(item.product_price)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(item.product_price * item.qty)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={4} maw={360} ml="auto" w="100%" aria-label={t('adminOrders.order.totals')} role="group">
          <TotalLine label={t('adminOrders.order.subTotal')} value={money(order.sub_total)} />
          <TotalLine label={t('adminOrders.order.shippingFee')} value={money(order.shipping_fee)} />
          {(order.coupon_code || order.coupon_discount > 0) && (
            <TotalLine
              label={t('adminOrders.order.coupon', { code: order.coupon_code ?? '—' })}
              value={`− ${money(order.coupon_discount)}`}
            />
          )}
          <Divider />
          <TotalLine label={t('adminOrders.order.total')} value={money(order.total_amount)} strong />
        </Stack>
      </Stack>
    </Card>
  );
}

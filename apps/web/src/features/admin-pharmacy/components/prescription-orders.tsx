import { Alert, Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { isLivePrescriptionOrder, type PrescriptionOrder } from '@nirog/contracts';
import { InfoCard } from '../../../components/data/info-card';
import { LIST_DATE, useFormatters } from '../../../lib/use-formatters';
import { OrderStatusBadge } from './pharmacy-badges';
import { adminOrderPath } from './pharmacy-paths';

/**
 * The live order placed with the prescription, above everything: who placed it and when, where it stands, and,
 * for the patient's order at checkout, that its prescription is checked on the order.
 */
export function LiveOrderAlert({ order }: { order: PrescriptionOrder }) {
  const { t } = useTranslation();
  const { digits, money, date } = useFormatters();
  return (
    <Alert color="teal" title={t('adminPharmacy.liveOrder.title', { id: digits(order.id) })}>
      <Stack gap={4} align="flex-start">
        <Text size="sm">
          {t(`adminPharmacy.liveOrder.${order.placed_by}`, {
            date: date(order.created_at),
            total: money(order.total_amount),
            stage: t(`adminPharmacy.orderStatus.${order.order_status}`, { defaultValue: order.order_status }),
            payment: t(`adminPharmacy.paymentStatus.${order.payment_status}`, { defaultValue: order.payment_status }),
          })}
        </Text>
        {order.prescription_check === 'Awaiting' && <Text size="sm">{t('adminPharmacy.liveOrder.checkAwaiting')}</Text>}
        <Anchor component={Link} to={adminOrderPath(order.id)} size="sm" fw={600}>
          {t('adminPharmacy.prescription.openOrder', { id: digits(order.id) })}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** The check of a checkout order's prescription, unless the order was cancelled before anyone checked it. */
const checkShown = (order: PrescriptionOrder) =>
  order.prescription_check !== null && (order.prescription_check !== 'Awaiting' || isLivePrescriptionOrder(order));

/** Every order placed with the prescription, newest first: at checkout by the patient or by a pharmacist here. */
export function PrescriptionOrders({ orders }: { orders: PrescriptionOrder[] }) {
  const { t } = useTranslation();
  const { digits, money, date } = useFormatters();
  return (
    <InfoCard title={t('adminPharmacy.orders.title')}>
      {orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminPharmacy.orders.none')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {orders.map((order, index) => (
            <li key={order.id}>
              {index > 0 && <Divider mb="xs" />}
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={adminOrderPath(order.id)} size="sm" fw={600}>
                  {t('adminPharmacy.orders.number', { id: digits(order.id) })}
                </Anchor>
                <OrderStatusBadge status={order.order_status} />
              </Group>
              <Text size="xs" c="dimmed">
                {date(order.created_at, LIST_DATE)} · {t(`adminPharmacy.orders.placedBy.${order.placed_by}`)}
              </Text>
              <Text size="xs">
                {[
                  money(order.total_amount),
                  checkShown(order) &&
                    t('adminPharmacy.orders.check', {
                      check: t(`adminPharmacy.prescriptionCheck.${order.prescription_check}`),
                    }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </InfoCard>
  );
}

import { Alert, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconCash, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { ORDER_STAGES, type AdminOrder, type OrderStatus } from '@nirog/contracts';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useMarkAdminOrderPaid } from '../api/mark-admin-order-paid';
import { useUpdateAdminOrderStatus } from '../api/update-admin-order-status';
import { CancelOrderModal } from './cancel-order-modal';
import { isCashOnDelivery } from './order-badges';
import { useFormatters } from '../../../lib/use-formatters';

type Stage = (typeof ORDER_STAGES)[number];
/** Once the medicine has reached the customer the order can no longer be cancelled. */
const NOT_CANCELLABLE: readonly OrderStatus[] = ['Delivered', 'Completed', 'Cancelled'];

/** Cash on delivery whose money has not been recorded yet (and the order still stands). */
export const canMarkPaid = (order: Pick<AdminOrder, 'payment_method' | 'payment_status' | 'order_status'>) =>
  isCashOnDelivery(order.payment_method) && order.payment_status === 'Pending' && order.order_status !== 'Cancelled';

/**
 * The order's five stages with the current one marked, and what staff can do: move it to another
 * stage (after a confirmation; the customer is mailed), cancel it with a reason, record cash collected.
 */
export function OrderStagePanel({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const [cancelOpened, cancelModal] = useDisclosure(false);
  // Five stages side by side need the back office's full width: narrower, they wrapped into a ragged grid and the
  // last label was cut at the card's edge (Bengali, 360 px). One under the other there.
  const wide = useMediaQuery('(min-width: 75em)');
  const move = useUpdateAdminOrderStatus();
  const markPaid = useMarkAdminOrderPaid();
  const cancelled = order.order_status === 'Cancelled';
  // An order with prescription-only medicines stays Pending until its prescription is confirmed (the API refuses).
  const awaitingCheck = !!order.prescription && order.prescription.check !== 'Confirmed';
  const current = ORDER_STAGES.indexOf(order.order_status as Stage);
  const next = current >= 0 ? ORDER_STAGES[current + 1] : undefined;
  const previous = current > 0 ? ORDER_STAGES[current - 1] : undefined;
  const stageName = (stage: OrderStatus) => t(`adminOrders.status.${stage}`);
  const onError = (error: unknown) => notify('error', errorMessage(error, t));

  const askMove = (stage: Stage) => {
    if (cancelled || stage === order.order_status || move.isPending) return;
    confirmAction(t, {
      title: t('adminOrders.stage.confirmTitle', { stage: stageName(stage) }),
      body: t('adminOrders.stage.confirmBody', { id: digits(order.id), stage: stageName(stage) }),
      confirm: t('adminOrders.stage.confirm'),
      onConfirm: () =>
        move.mutate(
          { id: order.id, order_status: stage },
          { onSuccess: (answer) => notify('success', answer.message), onError },
        ),
    });
  };

  const askMarkPaid = () =>
    confirmAction(t, {
      title: t('adminOrders.markPaid.confirmTitle'),
      body: t('adminOrders.markPaid.confirmBody', { id: digits(order.id) }),
      confirm: t('adminOrders.markPaid.confirm'),
      onConfirm: () =>
        markPaid.mutate({ id: order.id }, { onSuccess: (answer) => notify('success', answer.message), onError }),
    });

  return (
    <Card withBorder padding="md" component="section" aria-label={t('adminOrders.stage.title')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('adminOrders.stage.title')}
        </Title>
        {cancelled ? (
          <Alert color="red" title={t('adminOrders.stage.cancelled')}>
            {order.cancel_reason ? t('adminOrders.stage.cancelReason', { reason: order.cancel_reason }) : null}
          </Alert>
        ) : (
          <>
            <Stepper
              active={current}
              onStepClick={(index) => askMove(ORDER_STAGES[index])}
              allowNextStepsSelect
              orientation={wide ? 'horizontal' : 'vertical'}
              size="sm"
              aria-label={t('adminOrders.stage.stepsLabel')}
            >
              {ORDER_STAGES.map((stage, index) => (
                <Stepper.Step
                  key={stage}
                  label={stageName(stage)}
                  icon={digits(index + 1)}
                  allowStepSelect={index !== current}
                  aria-current={index === current ? 'step' : undefined}
                />
              ))}
            </Stepper>
            <Text size="sm" aria-live="polite">
              {t('adminOrders.stage.current', { stage: stageName(order.order_status) })}
            </Text>
          </>
        )}
        <Group gap="sm">
          {!cancelled && previous && (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => askMove(previous)}
              disabled={move.isPending}
            >
              {t('adminOrders.stage.moveBack', { stage: stageName(previous) })}
            </Button>
          )}
          {!cancelled && next && (
            <Button
              rightSection={<IconArrowRight size={16} aria-hidden />}
              onClick={() => askMove(next)}
              loading={move.isPending}
              disabled={awaitingCheck}
            >
              {t('adminOrders.stage.moveTo', { stage: stageName(next) })}
            </Button>
          )}
          {canMarkPaid(order) && (
            <Button
              variant="light"
              color="teal"
              leftSection={<IconCash size={16} aria-hidden />}
              onClick={askMarkPaid}
              loading={markPaid.isPending}
            >
              {t('adminOrders.markPaid.button')}
            </Button>
          )}
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={cancelModal.open}
            disabled={NOT_CANCELLABLE.includes(order.order_status)}
          >
            {t('adminOrders.cancel.button')}
          </Button>
        </Group>
        {!cancelled && next && awaitingCheck && (
          <Text size="xs" c="dimmed">
            {t('adminOrders.stage.prescriptionFirst')}
          </Text>
        )}
        {!cancelled && NOT_CANCELLABLE.includes(order.order_status) && (
          <Text size="xs" c="dimmed">
            {t('adminOrders.cancel.notAllowed')}
          </Text>
        )}
      </Stack>
      <CancelOrderModal orderId={order.id} opened={cancelOpened} onClose={cancelModal.close} />
    </Card>
  );
}

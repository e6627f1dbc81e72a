import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminOrder } from '@nirog/contracts';
import { ReasonModal, useReasonAction } from '../../../components/data/reason-modal';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { ROLE, hasRole } from '../../../lib/roles';
import { useSessionStore } from '../../../stores/session';
import { useAcceptHeldPayment } from '../api/accept-held-payment';
import { useRejectHeldPayment } from '../api/reject-held-payment';
import { useFormatters } from '../../../lib/use-formatters';

/**
 * A payment the gateway took but flagged as risky: it is not counted until someone decides. Admins
 * accept it (the order becomes paid) or reject it with a reason (the order is cancelled and the
 * gateway refunds the customer); Pharmacists see that it waits for an Admin.
 */
export function HeldPaymentPanel({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { money, date, digits } = useFormatters();
  const canDecide = hasRole(
    useSessionStore((s) => s.user),
    ROLE.Admin,
  );
  const [rejectOpened, rejectModal] = useDisclosure(false);
  const accept = useAcceptHeldPayment();
  const reject = useReasonAction(useRejectHeldPayment(), (reason) => ({ id: order.id, reason }), rejectModal.close);
  const heldAt = order.payment?.held_at;
  if (!heldAt) return null;

  const askAccept = () =>
    confirmAction(t, {
      title: t('adminOrders.held.acceptTitle'),
      body: t('adminOrders.held.acceptBody', { id: digits(order.id), amount: money(order.total_amount) }),
      confirm: t('adminOrders.held.accept'),
      onConfirm: () =>
        accept.mutate(
          { id: order.id },
          {
            onSuccess: (answer) => notify('success', answer.message),
            onError: (error) => notify('error', errorMessage(error, t)),
          },
        ),
    });

  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('adminOrders.held.title')}
      // A standing notice named by its title, not an alert announced on every render.
      role="region"
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('adminOrders.held.explain', { amount: money(order.total_amount), date: date(heldAt) })}
        </Text>
        {canDecide ? (
          <Group gap="sm">
            <Button
              color="teal"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={askAccept}
              loading={accept.isPending}
              disabled={reject.loading}
            >
              {t('adminOrders.held.accept')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={rejectModal.open}
              disabled={accept.isPending}
            >
              {t('adminOrders.held.reject')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" fw={500}>
            {t('adminOrders.held.adminOnly')}
          </Text>
        )}
      </Stack>
      <ReasonModal
        opened={rejectOpened}
        title={t('adminOrders.held.rejectTitle', { id: digits(order.id) })}
        explain={t('adminOrders.held.rejectExplain')}
        label={t('adminOrders.held.reason')}
        requiredMessage={t('adminOrders.held.reasonRequired')}
        confirmLabel={t('adminOrders.held.rejectConfirm')}
        {...reject}
      />
    </Alert>
  );
}

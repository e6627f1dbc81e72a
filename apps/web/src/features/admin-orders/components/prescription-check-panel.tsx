import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconPrescription, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { AdminOrder } from '@nirog/contracts';
import { ReasonModal, useReasonAction } from '../../../components/data/reason-modal';
import { confirmAction } from '../../../components/ui/confirm';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useFormatters } from '../../../lib/use-formatters';
import { useConfirmOrderPrescription, useRejectOrderPrescription } from '../api/check-order-prescription';

/**
 * An order with prescription-only medicines: the prescription the customer attached and the pharmacist's check.
 * While it is Awaiting, the order stays Pending: confirm lets it move to Processing, reject cancels it with a
 * reason the customer is mailed. The prescription's pictures open on the pharmacist's prescription page.
 */
export function PrescriptionCheckPanel({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const [rejectOpened, rejectModal] = useDisclosure(false);
  const confirm = useConfirmOrderPrescription();
  const reject = useReasonAction(
    useRejectOrderPrescription(),
    (reason) => ({ id: order.id, reason }),
    rejectModal.close,
  );
  const prescription = order.prescription;
  if (!prescription) return null;
  const awaiting = prescription.check === 'Awaiting' && order.order_status !== 'Cancelled';
  // Cancelled before a pharmacist looked: no check is coming.
  const shown = prescription.check === 'Awaiting' && !awaiting ? 'Unchecked' : prescription.check;

  const askConfirm = () =>
    confirmAction(t, {
      title: t('adminOrders.prescription.confirmTitle'),
      body: t('adminOrders.prescription.confirmBody', { id: digits(order.id) }),
      confirm: t('adminOrders.prescription.confirm'),
      onConfirm: () =>
        confirm.mutate(
          { id: order.id },
          {
            onSuccess: (answer) => notify('success', answer.message),
            onError: (error) => notify('error', errorMessage(error, t)),
          },
        ),
    });

  return (
    <Alert
      color={{ Rejected: 'red', Confirmed: 'teal', Awaiting: 'orange', Unchecked: 'gray' }[shown]}
      icon={<IconPrescription size={20} aria-hidden />}
      title={t(`adminOrders.prescription.title.${shown}`)}
      role="region"
    >
      <Stack gap="sm">
        <Text size="sm">
          {t(`adminOrders.prescription.explain.${shown}`)}{' '}
          <Anchor component={Link} to={`/admin/prescriptions/${prescription.id}`} size="sm">
            {t('adminOrders.prescription.open', { id: digits(prescription.id) })}
          </Anchor>
        </Text>
        {awaiting && (
          <Group gap="sm">
            <Button
              color="teal"
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={askConfirm}
              loading={confirm.isPending}
              disabled={reject.loading}
            >
              {t('adminOrders.prescription.confirm')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={rejectModal.open}
              disabled={confirm.isPending}
            >
              {t('adminOrders.prescription.reject')}
            </Button>
          </Group>
        )}
      </Stack>
      <ReasonModal
        opened={rejectOpened}
        title={t('adminOrders.prescription.rejectTitle', { id: digits(order.id) })}
        explain={t('adminOrders.prescription.rejectExplain')}
        label={t('adminOrders.held.reason')}
        requiredMessage={t('adminOrders.prescription.reasonRequired')}
        confirmLabel={t('adminOrders.prescription.rejectConfirm')}
        {...reject}
      />
    </Alert>
  );
}

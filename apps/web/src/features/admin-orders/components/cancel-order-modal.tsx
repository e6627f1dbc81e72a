import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCancelAdminOrder } from '../api/cancel-admin-order';
import { useFormatters } from './use-formatters';

export const CANCEL_REASON_MAX = 500;

/** Asks why, then cancels the order. */
export function CancelOrderModal({
  orderId,
  opened,
  onClose,
}: {
  orderId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const cancel = useCancelAdminOrder();
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : t('adminOrders.cancel.reasonRequired')) },
  });

  const close = () => {
    form.reset();
    cancel.reset();
    onClose();
  };

  const submit = form.onSubmit(({ reason }) => {
    cancel.mutate(
      { id: orderId, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          close();
        },
        onError: (error) => showFormError(form, error, t),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('adminOrders.cancel.title', { id: digits(orderId) })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('adminOrders.cancel.explain')}</Text>
          <Textarea
            label={t('adminOrders.cancel.reason')}
            required
            rows={4}
            maxLength={CANCEL_REASON_MAX}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              {t('adminOrders.cancel.keep')}
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              {t('adminOrders.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

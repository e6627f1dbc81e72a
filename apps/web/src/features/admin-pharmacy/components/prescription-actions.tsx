import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconShoppingCartPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { AdminPrescription } from '@nirog/contracts';
import { ReasonModal, useReasonAction } from '../../../components/data/reason-modal';
import { useUpdateAdminPrescriptionStatus } from '../api/update-admin-prescription-status';
import { useFormatters } from '../../../lib/use-formatters';
import { ReviewModal } from './review-modal';

/**
 * While an order placed with it is live (Ordered) or once the prescription is declined, nothing can be done with
 * it here: a cancelled order gives the prescription back.
 */
export const isSettled = (status: AdminPrescription['status']) => status === 'Ordered' || status === 'Declined';

/** What the pharmacist can do: mark it reviewed (with a note), decline it (with a reason), or make the order. */
export function PrescriptionActions({
  prescription,
  builderOpen,
  onBuild,
}: {
  prescription: AdminPrescription;
  builderOpen: boolean;
  onBuild: () => void;
}) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const [reviewOpened, reviewModal] = useDisclosure(false);
  const [declineOpened, declineModal] = useDisclosure(false);
  const decline = useReasonAction(
    useUpdateAdminPrescriptionStatus(),
    (reason) => ({ id: prescription.id, status: 'Declined' as const, note: reason }),
    declineModal.close,
  );
  const settled = isSettled(prescription.status);

  return (
    <Card withBorder padding="md" component="section" aria-label={t('adminPharmacy.actions.title')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('adminPharmacy.actions.title')}
        </Title>
        <Group gap="sm">
          <Button
            leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
            onClick={onBuild}
            disabled={settled || builderOpen}
          >
            {t('adminPharmacy.actions.createOrder')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={reviewModal.open}
            disabled={settled || prescription.status === 'Reviewed'}
          >
            {t('adminPharmacy.actions.markReviewed')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={declineModal.open}
            disabled={settled}
          >
            {t('adminPharmacy.actions.decline')}
          </Button>
        </Group>
        {settled && (
          <Text size="xs" c="dimmed">
            {prescription.status === 'Ordered'
              ? t('adminPharmacy.actions.settledOrdered', { id: digits(prescription.order?.id ?? '') })
              : t('adminPharmacy.actions.settledDeclined')}
          </Text>
        )}
      </Stack>
      <ReviewModal prescriptionId={prescription.id} opened={reviewOpened} onClose={reviewModal.close} />
      <ReasonModal
        opened={declineOpened}
        title={t('adminPharmacy.decline.title')}
        explain={t('adminPharmacy.decline.explain')}
        label={t('adminPharmacy.decline.reason')}
        requiredMessage={t('adminPharmacy.decline.reasonRequired')}
        confirmLabel={t('adminPharmacy.decline.confirm')}
        errorField="note"
        maxLength={1000}
        {...decline}
      />
    </Card>
  );
}

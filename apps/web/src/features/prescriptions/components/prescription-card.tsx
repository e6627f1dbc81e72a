import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { isLivePrescriptionOrder, type Prescription } from '@nirog/contracts';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useLanguageStore } from '../../../stores/language';
import { PrescriptionStatusBadge } from './prescription-status-badge';

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * One uploaded prescription: date, status, days of medicine, medicines left out, the pharmacist's note, the
 * image thumbnails (each opens the viewer there) and the order placed with it (at checkout or by a pharmacist), with
 * the pharmacist's check of the prescription for a checkout order.
 */
export function PrescriptionCard({
  prescription,
  onOpenImage,
}: {
  prescription: Prescription;
  onOpenImage: (index: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const number = formatNumber(prescription.id, language).replace(/,/g, '');
  const headingId = `prescription-${prescription.id}`;
  const { order } = prescription;
  const orderNumber = order && formatNumber(order.id, language).replace(/,/g, '');

  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h4" id={headingId}>
              {t('prescriptions.list.number', { id: number })}
            </Title>
            <Text size="xs" c="dimmed">
              <time dateTime={prescription.created_at}>{formatDate(prescription.created_at, language)}</time>
            </Text>
          </div>
          <PrescriptionStatusBadge status={prescription.status} />
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Detail label={t('prescriptions.list.dayFor')}>
            {t('prescriptions.list.days', {
              count: prescription.day_for,
              n: formatNumber(prescription.day_for, language),
            })}
          </Detail>
          {prescription.unnecessary_medicine && (
            <Detail label={t('prescriptions.list.unnecessaryMedicine')}>{prescription.unnecessary_medicine}</Detail>
          )}
        </SimpleGrid>
        {prescription.note && (
          <Paper bg={prescription.status === 'Declined' ? 'red.0' : 'gray.0'} radius="md" p="sm">
            <Detail
              label={
                prescription.status === 'Declined'
                  ? t('prescriptions.list.declineReason')
                  : t('prescriptions.list.note')
              }
            >
              {prescription.note}
            </Detail>
          </Paper>
        )}

        {prescription.beimages.length > 0 && (
          <Group
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('prescriptions.list.images')}
          >
            {prescription.beimages.map((image, index) => (
              <li key={image.id}>
                <UnstyledButton
                  onClick={() => onOpenImage(index)}
                  aria-label={t('prescriptions.list.openImage', {
                    n: formatNumber(index + 1, language),
                    total: formatNumber(prescription.beimages.length, language),
                  })}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                >
                  <Image src={image.thumbnail} alt="" w={72} h={72} fit="cover" radius="sm" loading="lazy" />
                </UnstyledButton>
              </li>
            ))}
          </Group>
        )}

        {order && (
          <Group gap="xs" wrap="wrap">
            <IconReceipt size={18} aria-hidden="true" />
            <Text size="sm">
              {t('prescriptions.list.order', {
                id: orderNumber,
                status: t(`prescriptions.orderStatus.${order.order_status}`, { defaultValue: order.order_status }),
                payment: t(`prescriptions.paymentStatus.${order.payment_status}`, {
                  defaultValue: order.payment_status,
                }),
                total: formatMoney(order.total_amount, language),
              })}
            </Text>
            <Anchor component={Link} to={paths.profile.myOrder} size="sm" fw={600}>
              {t('prescriptions.list.viewOrder', { id: orderNumber })}
            </Anchor>
          </Group>
        )}
        {order?.prescription_check && isLivePrescriptionOrder(order) && (
          <Text size="sm">{t(`orders.prescriptionCheck.${order.prescription_check}`)}</Text>
        )}
      </Stack>
    </Paper>
  );
}

import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrescription } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import { PRESCRIPTION_BOOKING_KINDS, type EPrescription } from '@nirog/contracts';
import type { BookingToolProps } from '../../../components/booking-tools';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { LIST_DATE, useFormatters } from '../../../lib/use-formatters';
import { useDownloadPrescriptionPdf } from '../api/prescription-api';
import { PrescriptionForm } from './prescription-form';

/** Written on a paid (Ready) or Completed audio or video consultation; the server refuses the others. */
const WRITABLE = ['Ready', 'Completed'];

/**
 * The prescription section of the doctor's audio or video consultation screen: the saved version (the
 * patient sees the latest) and the form that saves the next one.
 */
export function PrescriptionTool({ booking, onChanged }: BookingToolProps) {
  const { t } = useTranslation();
  const { date, digits } = useFormatters();
  const pdf = useDownloadPrescriptionPdf(booking.id);
  // The version just saved shows at once; the booking the screen reloads then carries it too.
  const [justSaved, setJustSaved] = useState<EPrescription | null>(null);
  const fromScreen = booking.prescription;
  const saved =
    justSaved && justSaved.booking_id === booking.id && justSaved.version >= (fromScreen?.version ?? 0)
      ? justSaved
      : fromScreen;
  const writable =
    (PRESCRIPTION_BOOKING_KINDS as readonly string[]).includes(booking.kind) && WRITABLE.includes(booking.status);
  if (!writable) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={`prescription-${booking.id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconPrescription size={24} aria-hidden="true" color="var(--mantine-color-teal-8)" />
            <Title order={2} size="h3" id={`prescription-${booking.id}`}>
              {t('eprescriptions.title')}
            </Title>
          </Group>
          {saved ? (
            <Text
              size="sm"
              fw={600}
              c="teal.9"
              bg="teal.0"
              px="sm"
              py={4}
              style={{ borderRadius: 'var(--mantine-radius-xl)' }}
            >
              {t('eprescriptions.savedVersion', {
                version: digits(saved.version),
                date: date(saved.created_at, LIST_DATE),
              })}
            </Text>
          ) : (
            <Text size="sm" c="gray.7">
              {t('eprescriptions.notWritten')}
            </Text>
          )}
        </Group>
        <Group justify="space-between" align="center" gap="xs">
          <Text size="sm" c="gray.7" style={{ flex: '1 1 16rem' }}>
            {t('eprescriptions.intro')}
          </Text>
          {saved && (
            <Button
              variant="light"
              size="sm"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate(undefined, { onError: (error) => notify('error', errorMessage(error, t)) })}
            >
              {t('eprescriptions.downloadPdf')}
            </Button>
          )}
        </Group>
        <PrescriptionForm
          key={booking.id}
          bookingId={booking.id}
          saved={saved}
          onSaved={(prescription) => {
            setJustSaved(prescription);
            onChanged?.();
          }}
        />
      </Stack>
    </Card>
  );
}

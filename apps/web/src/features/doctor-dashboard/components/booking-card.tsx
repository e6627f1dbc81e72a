import { Button, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DoctorBooking } from '@nirog/contracts';
import { Fact } from '../../../components/data/info-card';
import { webDetailPath, type DoctorListKind } from '../api/doctor-bookings';
import { BookedBy, BookingStatus, useBookingFormat } from './booking-facts';

/**
 * A booking in the doctor's list (spec 3 "List screens"): id and status, who booked, the patient, the serial
 * and schedule (in person) or the booking time (audio, video), and View, which passes the row along.
 */
export function DoctorBookingCard({ kind, booking }: { kind: DoctorListKind; booking: DoctorBooking }) {
  const f = useBookingFormat();
  const { t } = f;
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={`booking-${booking.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text id={`booking-${booking.id}`} fw={700}>
            {t(`doctorDay.detailTitle.${kind}`, { id: f.digits(booking.id) })}
          </Text>
          <BookingStatus booking={booking} />
        </Group>
        {kind === 'appointment' && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Fact label={t('doctorDay.fields.serial')}>{f.serial(booking)}</Fact>
            <Fact label={t('doctorDay.fields.schedule')}>{f.schedule(booking)}</Fact>
          </SimpleGrid>
        )}
        {kind !== 'appointment' && <Fact label={t('doctorDay.fields.bookedOn')}>{f.bookedOn(booking)}</Fact>}
        <Divider />
        <BookedBy user={booking.user} />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
          {f.patient(booking).map((fact) => (
            <Fact key={fact.label} label={fact.label}>
              {fact.value}
            </Fact>
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            component={Link}
            to={webDetailPath(kind, booking.id)}
            state={{ booking }}
            variant="light"
            leftSection={<IconEye size={16} aria-hidden />}
            aria-label={t('doctorDay.actions.viewItem', { id: f.digits(booking.id) })}
          >
            {t('doctorDay.actions.view')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

import dayjs from 'dayjs';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n';
import type { DoctorBooking } from '@nirog/contracts';
import type { FactItem } from '../../../components/data/fact-list';
import { StatusBadge } from '../../../components/data/status-badge';
import { UserAvatar } from '../../../components/layout/user-avatar';
import { localizeDigits } from '../../../lib/format';
import { useFormatters } from '../../../lib/use-formatters';

/** How the doctor's screens word a booking: its status, schedule, serial and the patient's facts. */
export function useBookingFormat() {
  const { t } = useTranslation();
  const f = useFormatters();
  return {
    ...f,
    t,
    /** The appointment's date and time on the doctor's clock (the booking's zone), e.g. "27 November 2026, 04:15 PM". */
    schedule: (b: Pick<DoctorBooking, 'app_date' | 'app_time'>) =>
      b.app_date && b.app_time
        ? localizeDigits(
            dayjs(`${b.app_date}T${b.app_time}`).locale(f.language).format('D MMMM YYYY, hh:mm A'),
            f.language,
          )
        : t('doctorDay.notScheduled'),
    day: (date: string) => localizeDigits(dayjs(date).locale(f.language).format('dddd, D MMMM YYYY'), f.language),
    serial: (b: Pick<DoctorBooking, 'serial_no'>) =>
      b.serial_no === null ? t('doctorDay.serialNotSet') : f.digits(b.serial_no),
    /** Spec 3 section 9: amounts in Tk. */
    fee: (amount: number) => f.taka(amount),
    /** Spec 3 section 9: "Do MMMM, YYYY hh:mm A". */
    bookedOn: (b: Pick<DoctorBooking, 'created_at'>) => f.date(b.created_at),
    patient: (b: DoctorBooking): FactItem[] => [
      { label: t('doctorDay.fields.patientName'), value: b.name },
      { label: t('doctorDay.fields.age'), value: t('doctorDay.years', { age: f.digits(b.patient_age) }) },
      { label: t('doctorDay.fields.gender'), value: t(`doctorDay.gender.${b.gender}`, { defaultValue: b.gender }) },
      { label: t('doctorDay.fields.country'), value: b.country },
      { label: t('doctorDay.fields.city'), value: b.city },
      { label: t('doctorDay.fields.occupation'), value: b.occupation },
      {
        label: t('doctorDay.fields.patientType'),
        value: t(`doctorDay.patientType.${b.patient_type}`, { defaultValue: b.patient_type }),
      },
    ],
  };
}

export function BookingStatus({ booking }: { booking: Pick<DoctorBooking, 'status' | 'appointment_status_style'> }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={booking.appointment_status_style} size="lg">
      {t(`doctorDay.status.${booking.status}`)}
    </StatusBadge>
  );
}

/** Who booked: the avatar (or first letter), the name, and the phone and e-mail as links. */
export function BookedBy({ user }: { user: DoctorBooking['user'] }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <UserAvatar user={user} size={48} radius="xl" />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {user.name}
        </Text>
        {user.phone && (
          <Anchor href={`tel:${user.phone}`} size="sm">
            <Group gap={4} wrap="nowrap">
              <IconPhone size={14} aria-hidden />
              {user.phone}
            </Group>
          </Anchor>
        )}
        <Anchor href={`mailto:${user.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Group gap={4} wrap="nowrap">
            <IconMail size={14} aria-hidden style={{ flexShrink: 0 }} />
            <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{user.email}</span>
          </Group>
        </Anchor>
      </Stack>
    </Group>
  );
}

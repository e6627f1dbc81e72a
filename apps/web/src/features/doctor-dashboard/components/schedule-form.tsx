import { useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Chip, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DoctorBooking } from '@nirog/contracts';
import { SectionForm } from '../../../components/provider-dashboard/profile-section';
import { APP_TIME_ZONE, localizeDigits } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useLanguageStore } from '../../../stores/language';
import { useDoctorProfile } from '../api/doctor-profile';
import { useFreeSlots, useUpdateSchedule } from '../api/doctor-bookings';
import { updateFailure } from './editable-fact';

/**
 * A new date and one of the doctor's free times that day (the public free-slots call); the server checks
 * again, and mails the patient.
 */
export function ScheduleForm({ booking, close }: { booking: DoctorBooking; close: () => void }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const doctorId = useDoctorProfile().data?.doctor.id;
  const today = dayjs().tz(APP_TIME_ZONE).format('YYYY-MM-DD');
  const [date, setDate] = useState(booking.app_date && booking.app_date >= today ? booking.app_date : today);
  const [time, setTime] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const slots = useFreeSlots(doctorId, date);
  const save = useUpdateSchedule(booking.id);
  const free = (slots.data?.slots ?? []).filter((slot) => slot.available);
  const clock = (time: string) =>
    localizeDigits(dayjs(`2000-01-01T${time}`).locale(language).format('hh:mm A'), language);

  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      canSave={time !== null}
      onSubmit={() =>
        time &&
        save.mutate(
          { app_date: date, app_time: time },
          {
            onSuccess: (answer) => {
              notify('success', answer.message ?? t('doctorDay.fields.schedule'));
              close();
            },
            onError: (err) => setErrors(updateFailure(err, t)),
          },
        )
      }
    >
      <TextInput
        type="date"
        label={t('doctorDay.fields.date')}
        value={date}
        min={today}
        onChange={(event) => {
          setDate(event.currentTarget.value);
          setTime(null);
          setErrors({});
        }}
        error={errors.app_date}
        required
      />
      <Stack gap={6}>
        <Text size="sm" fw={500} id={`slots-${booking.id}`}>
          {t('doctorDay.schedule.freeTimes')}
        </Text>
        {slots.isPending && doctorId !== undefined ? (
          <Skeleton h={32} />
        ) : slots.data && !slots.data.bookable_day ? (
          <Alert color="yellow">{t('doctorDay.schedule.dayOff')}</Alert>
        ) : free.length === 0 ? (
          <Alert color="yellow">{t('doctorDay.schedule.noFreeTime')}</Alert>
        ) : (
          <Chip.Group value={time} onChange={(value) => setTime(value as string)}>
            <Group gap="xs" role="radiogroup" aria-labelledby={`slots-${booking.id}`}>
              {free.map((slot) => (
                <Chip key={slot.app_time} value={slot.app_time} type="radio" size="sm">
                  {clock(slot.app_time)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        {(errors.app_time || (time === null && free.length > 0)) && (
          <Text size="xs" c={errors.app_time ? 'red' : 'dimmed'} role={errors.app_time ? 'alert' : undefined}>
            {errors.app_time ?? t('doctorDay.schedule.pickTime')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('doctorDay.schedule.mailed')}
        </Text>
      </Stack>
    </SectionForm>
  );
}

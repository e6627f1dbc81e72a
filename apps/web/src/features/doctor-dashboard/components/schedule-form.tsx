import { useState } from 'react';
import dayjs from 'dayjs';
import { Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { DoctorBooking } from '@nirog/contracts';
import { SlotPicker } from '../../../components/booking-dates/slot-picker';
import { SectionForm } from '../../../components/provider-dashboard/profile-section';
import { APP_TIME_ZONE } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDoctorProfile } from '../api/doctor-profile';
import { useUpdateSchedule } from '../api/doctor-bookings';
import { updateFailure } from './editable-fact';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A new date and one of the doctor's free times that day (the shared slot picker); the server checks
 * again, and mails the patient.
 */
export function ScheduleForm({ booking, close }: { booking: DoctorBooking; close: () => void }) {
  const { t } = useTranslation();
  const doctorId = useDoctorProfile().data?.doctor.id;
  const today = dayjs().tz(APP_TIME_ZONE).format('YYYY-MM-DD');
  const [date, setDate] = useState(booking.app_date && booking.app_date >= today ? booking.app_date : today);
  const [time, setTime] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useUpdateSchedule(booking.id);

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
        <SlotPicker
          doctorId={doctorId}
          date={DAY.test(date) ? date : null}
          value={time}
          label={t('doctorDay.schedule.freeTimes')}
          id={`slots-${booking.id}`}
          error={errors.app_time}
          onChange={(value) => {
            setTime(value);
            setErrors({});
          }}
        />
        {time === null && !errors.app_time && (
          <Text size="xs" c="dimmed">
            {t('doctorDay.schedule.pickTime')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('doctorDay.schedule.mailed')}
        </Text>
      </Stack>
    </SectionForm>
  );
}

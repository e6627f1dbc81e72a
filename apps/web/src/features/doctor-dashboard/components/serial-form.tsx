import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { DoctorBooking } from '@nirog/contracts';
import { SectionForm } from '../../../components/provider-dashboard/profile-section';
import { notify } from '../../../lib/notify';
import { useUpdateSerial } from '../api/doctor-bookings';
import { updateFailure } from './editable-fact';

/** The serial number of an appointment's day; a number another patient of the day holds is refused. */
export function SerialForm({ booking, close }: { booking: DoctorBooking; close: () => void }) {
  const { t } = useTranslation();
  const save = useUpdateSerial(booking.id);
  const [serial, setSerial] = useState<number | string>(booking.serial_no ?? '');
  const [error, setError] = useState<string>();
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      onSubmit={() =>
        save.mutate(
          { serial_no: Number(serial) },
          {
            onSuccess: (answer) => {
              notify('success', answer.message ?? t('doctorDay.fields.serial'));
              close();
            },
            onError: (err) => setError(updateFailure(err, t).serial_no),
          },
        )
      }
    >
      <NumberInput
        label={t('doctorDay.fields.serial')}
        value={serial}
        onChange={(value) => {
          setSerial(value);
          setError(undefined);
        }}
        min={1}
        max={999}
        allowDecimal={false}
        allowNegative={false}
        error={error}
        required
        data-autofocus
      />
    </SectionForm>
  );
}

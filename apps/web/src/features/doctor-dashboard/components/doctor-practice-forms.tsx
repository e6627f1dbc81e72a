import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { VISIT_MINUTES_MAX, VISIT_MINUTES_MIN } from '@nirog/contracts';
import { useTranslation } from '../../../i18n';
import { SectionForm } from '../../../components/provider-dashboard';
import {
  FileDrop,
  QualificationRows,
  ServiceFeeFields,
  TimeRangeFields,
  WeekdayPicker,
  serviceFeesBody,
  toClock,
  type QualificationRow,
  type ServiceFees,
} from '../../../components/provider-forms';
import { useSectionSave } from '../../../components/provider-dashboard';
import { doctorProfileKey, updateDoctorSignature, type DoctorUpdateAnswer } from '../api/doctor-profile';
import type { SectionFormProps } from './doctor-personal-forms';
import { useDoctorSave } from './use-doctor-save';

/** Personal Qualification: 1 to 5 rows. */
export function QualificationForm({ doctor, close }: SectionFormProps) {
  const save = useDoctorSave('qualification');
  const [rows, setRows] = useState<QualificationRow[]>(
    doctor.qualifications.map(({ degree, institution_name, institution_location }) => ({
      degree,
      institution_name,
      institution_location,
    })),
  );
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      onSubmit={() => save.mutate({ qualifications: rows }, { onSuccess: close })}
    >
      <QualificationRows value={rows} onChange={setRows} errors={save.errors} />
    </SectionForm>
  );
}

/** Availability: weekdays (ids 1-7, Sunday first) and the hours. */
export function AvailabilityForm({ doctor, close }: SectionFormProps) {
  const { t } = useTranslation();
  const save = useDoctorSave('availability');
  const [days, setDays] = useState(doctor.wdays.map((d) => d.id));
  const [hours, setHours] = useState({ time_from: toClock(doctor.time_from), time_to: toClock(doctor.time_to) });
  const [visit, setVisit] = useState<number | string>(doctor.visit_minutes);
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      onSubmit={() =>
        save.mutate(
          {
            availabe_days: Object.fromEntries(days.map((id) => [String(id), true])),
            time_from: hours.time_from,
            time_to: hours.time_to,
            visit_minutes: visit === '' ? undefined : Number(visit),
          },
          { onSuccess: close },
        )
      }
    >
      <WeekdayPicker
        label={t('providerProfile.fields.days')}
        value={days}
        onChange={setDays}
        error={save.errors.availabe_days}
        required
      />
      <TimeRangeFields value={hours} onChange={setHours} errors={save.errors} />
      <NumberInput
        label={t('providerProfile.fields.visit_minutes')}
        value={visit}
        onChange={setVisit}
        min={VISIT_MINUTES_MIN}
        max={VISIT_MINUTES_MAX}
        step={5}
        allowDecimal={false}
        allowNegative={false}
        error={save.errors.visit_minutes}
        required
      />
    </SectionForm>
  );
}

const amount = (value: number | null) => (value === null ? '' : value);

/** Fees: each service a toggle revealing its fields; at least one service. */
export function FeesForm({ doctor, close }: SectionFormProps) {
  const save = useDoctorSave('fees');
  const [fees, setFees] = useState<ServiceFees>({
    appointment_service: doctor.appointment_service === 1,
    chamber_name: doctor.chamber_name ?? '',
    chamber_location: doctor.chamber_location ?? '',
    appointment_fee: amount(doctor.appointment_fee),
    appointment_discount: amount(doctor.appointment_discount),
    audio_consultancy: doctor.audio_consultancy === 1,
    audio_fee: amount(doctor.audio_fee),
    audio_discount: amount(doctor.audio_discount),
    video_consultancy: doctor.video_consultancy === 1,
    video_fee: amount(doctor.video_fee),
    video_discount: amount(doctor.video_discount),
  });
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      onSubmit={() => save.mutate(serviceFeesBody(fees), { onSuccess: close })}
    >
      <ServiceFeeFields value={fees} onChange={setFees} errors={save.errors} />
    </SectionForm>
  );
}

/** Signature: the current one, a new PNG/JPEG by drag and drop; Save only once a file is chosen. */
export function SignatureForm({ doctor, close }: SectionFormProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSectionSave(doctorProfileKey, updateDoctorSignature, (answer: DoctorUpdateAnswer) => ({
    doctor: answer.doctor,
  }));
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      canSave={file !== null}
      onSubmit={() =>
        file && save.mutate({ file, onProgress: setProgress }, { onSuccess: close, onSettled: () => setProgress(null) })
      }
    >
      <FileDrop
        label={t('providerProfile.fields.signature')}
        value={file}
        onChange={setFile}
        currentUrl={doctor.signature}
        progress={progress}
        error={save.errors.signature}
        disabled={save.isPending}
      />
    </SectionForm>
  );
}

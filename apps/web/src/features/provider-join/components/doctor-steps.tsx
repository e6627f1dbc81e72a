import { Alert, MultiSelect, Select, SimpleGrid, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { WEEKDAYS, type CountrySpecialistHospitalResponse } from '@nirog/contracts';
import {
  LocationFields,
  QualificationRows,
  ServiceFeeFields,
  TimeRangeFields,
  WeekdayPicker,
  blankLocation,
  blankQualification,
  blankServiceFees,
  experienceOptions,
  genderOptions,
  localName,
  locationBody,
  serviceFeesBody,
  titleOptions,
  type LocationValue,
  type QualificationRow,
  type ServiceFees,
} from '../../../components/provider-forms';
import { useLanguageStore } from '../../../stores/language';
import { DocumentUploads } from './document-uploads';
import { StepActions, useJoinStep } from './join-wizard';
import { useStepForm } from './use-step-form';
import { revealInvalidFields } from '../../../lib/form-errors';

type Lookups = CountrySpecialistHospitalResponse;

interface Step1Values extends Record<string, unknown> {
  title: string | null;
  gender: string | null;
  place: LocationValue;
  location: string;
  nid_passport_no: string;
  registration_no: string;
  registered_institution: string;
  hospital_name: string;
  department: string;
  designation: string;
  memorable_instrutation: boolean;
  memorable_instrutation_name: string;
  experience: string | null;
  specialists: string[];
  fees: ServiceFees;
}

const blankStep1 = (): Step1Values => ({
  title: null,
  gender: null,
  place: blankLocation(1),
  location: '',
  nid_passport_no: '',
  registration_no: '',
  registered_institution: '',
  hospital_name: '',
  department: '',
  designation: '',
  memorable_instrutation: false,
  memorable_instrutation_name: '',
  experience: null,
  specialists: [],
  fees: blankServiceFees(),
});

/** Doctor step 1: professional information, place, current working place, specialities and services. */
export function DoctorStep1({ lookups }: { lookups: Lookups }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const { submit } = useJoinStep();
  const form = useStepForm('doctor', 1, blankStep1);
  const v = form.values;

  const onSubmit = form.onSubmit((values) => {
    const text = (s: string) => s.trim() || undefined;
    submit(
      {
        title: values.title ?? undefined,
        gender: values.gender ?? undefined,
        ...locationBody(values.place, lookups.country_lists, true),
        location: text(values.location),
        nid_passport_no: text(values.nid_passport_no),
        registration_no: text(values.registration_no),
        registered_institution: text(values.registered_institution),
        hospital_name: text(values.hospital_name),
        department: text(values.department),
        designation: text(values.designation),
        memorable_instrutation: values.memorable_instrutation,
        memorable_instrutation_name: values.memorable_instrutation
          ? text(values.memorable_instrutation_name)
          : undefined,
        experience: values.experience === null ? undefined : Number(values.experience),
        specialists: values.specialists.map(Number),
        ...serviceFeesBody(values.fees),
      },
      form,
    );
  }, revealInvalidFields);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('providerJoin.doctor.personal')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('providerJoin.fields.title')}
            data={titleOptions(t)}
            required
            {...form.getInputProps('title')}
          />
          <Select
            label={t('providerJoin.fields.gender')}
            data={genderOptions(t)}
            required
            {...form.getInputProps('gender')}
          />
        </SimpleGrid>
        <LocationFields
          countries={lookups.country_lists}
          hospitals={lookups.hospital_lists}
          withHospital
          withLanguage
          value={v.place}
          onChange={(place) => form.setFieldValue('place', place)}
          errors={form.errors}
        />
        <Textarea
          label={t('providerJoin.fields.location')}
          rows={2}
          required
          autoComplete="street-address"
          {...form.getInputProps('location')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('providerJoin.fields.nidPassportNo')}
            required
            {...form.getInputProps('nid_passport_no')}
          />
          <TextInput
            label={t('providerJoin.fields.registrationNo')}
            required
            {...form.getInputProps('registration_no')}
          />
        </SimpleGrid>
        <TextInput
          label={t('providerJoin.fields.registeredInstitution')}
          required
          {...form.getInputProps('registered_institution')}
        />

        <Title order={2} size="h4" mt="sm">
          {t('providerJoin.doctor.workplace')}
        </Title>
        <TextInput label={t('providerJoin.fields.hospitalName')} required {...form.getInputProps('hospital_name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('providerJoin.fields.department')} required {...form.getInputProps('department')} />
          <TextInput label={t('providerJoin.fields.designation')} required {...form.getInputProps('designation')} />
        </SimpleGrid>
        <Switch
          label={t('providerJoin.fields.memorable')}
          {...form.getInputProps('memorable_instrutation', { type: 'checkbox' })}
        />
        {v.memorable_instrutation && (
          <TextInput
            label={t('providerJoin.fields.memorableName')}
            required
            {...form.getInputProps('memorable_instrutation_name')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('providerJoin.fields.experience')}
            data={experienceOptions(t, language)}
            required
            {...form.getInputProps('experience')}
          />
          <MultiSelect
            label={t('providerJoin.fields.specialists')}
            data={lookups.specialist_lists.map((s) => ({
              value: String(s.id),
              label: localName({ name: s.title, bn_name: s.bn_title }, language),
            }))}
            searchable
            required
            hidePickedOptions
            maxValues={10}
            {...form.getInputProps('specialists')}
          />
        </SimpleGrid>

        <Title order={2} size="h4" mt="sm">
          {t('providerJoin.doctor.services')}
        </Title>
        <ServiceFeeFields value={v.fees} onChange={(fees) => form.setFieldValue('fees', fees)} errors={form.errors} />
        <StepActions />
      </Stack>
    </form>
  );
}

/** Doctor step 2: qualifications, two blank rows to start. */
export function DoctorStep2() {
  const { t } = useTranslation();
  const { submit } = useJoinStep();
  const form = useStepForm('doctor', 2, () => ({
    qualifications: [blankQualification(), blankQualification()] as QualificationRow[],
  }));
  const onSubmit = form.onSubmit(
    (values) => submit({ qualifications: values.qualifications }, form),
    revealInvalidFields,
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('providerJoin.stepTitles.qualifications')}
        </Title>
        <QualificationRows
          value={form.values.qualifications}
          onChange={(rows) => form.setFieldValue('qualifications', rows)}
          errors={form.errors}
        />
        <StepActions />
      </Stack>
    </form>
  );
}

/** Doctor step 3: the weekdays of practice and the hours. */
export function DoctorStep3() {
  const { t } = useTranslation();
  const { submit } = useJoinStep();
  const form = useStepForm('doctor', 3, () => ({ days: [] as number[], time_from: '', time_to: '' }));
  const onSubmit = form.onSubmit(
    (values) =>
      submit(
        {
          availabe_days: Object.fromEntries(WEEKDAYS.map((d) => [String(d.id), values.days.includes(d.id)])),
          time_from: values.time_from,
          time_to: values.time_to,
        },
        form,
      ),
    revealInvalidFields,
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('providerJoin.stepTitles.availability')}
        </Title>
        {form.errors.availabe_days && (
          <Alert color="red" variant="light" role="alert">
            {form.errors.availabe_days}
          </Alert>
        )}
        <WeekdayPicker
          label={t('providerJoin.fields.availableDays')}
          required
          value={form.values.days}
          onChange={(days) => {
            form.setFieldValue('days', days);
            form.clearFieldError('availabe_days');
          }}
        />
        <TimeRangeFields
          value={{ time_from: form.values.time_from, time_to: form.values.time_to }}
          onChange={(range) => form.setValues(range)}
          errors={{ time_from: form.errors.time_from, time_to: form.errors.time_to }}
        />
        <StepActions />
      </Stack>
    </form>
  );
}

/** Doctor step 4: signature, NID/passport (two sides, the second optional) and documents; submits. */
export function DoctorStep4() {
  return (
    <DocumentUploads fields={[{ name: 'signature', required: true }]} identity={['nid_passport', 'nid_passport2']} />
  );
}

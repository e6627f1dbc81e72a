import { useState } from 'react';
import { MultiSelect, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { DoctorProfile } from '@nirog/contracts';
import { SectionForm } from '../../../components/provider-dashboard';
import {
  LocationFields,
  experienceOptions,
  genderOptions,
  locationBody,
  localName,
  titleOptions,
  useProviderLookups,
  type LocationValue,
} from '../../../components/provider-forms';
import { useLanguageStore } from '../../../stores/language';
import { useDoctorSave } from './use-doctor-save';
import { localTitle } from '../../../lib/local-name';

export interface SectionFormProps {
  doctor: DoctorProfile;
  close: () => void;
}

const idText = (id: number | null) => (id === null ? null : String(id));
const label = (t: (key: string) => string, key: string) => t(`providerProfile.fields.${key}`);

/** Personal Information: title, gender, the location (state and language for a state-based country) and registration. */
export function PersonalForm({ doctor, close }: SectionFormProps) {
  const { t } = useTranslation();
  const lookups = useProviderLookups();
  const save = useDoctorSave('personal-information');
  const [values, setValues] = useState({
    title: doctor.title,
    gender: doctor.gender,
    location: doctor.location,
    registration_no: doctor.registration_no,
    registered_institution: doctor.registered_institution,
  });
  const [place, setPlace] = useState<LocationValue>({
    country_id: idText(doctor.country_id),
    district_id: idText(doctor.district_id),
    sub_district_id: idText(doctor.sub_district_id),
    state_id: idText(doctor.state_id),
    language: doctor.language ?? '',
    hospital_id: null,
  });
  const countries = lookups.data?.country_lists ?? [];
  const set = (key: keyof typeof values) => (value: string | null) => setValues((v) => ({ ...v, [key]: value ?? '' }));
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      onSubmit={() => save.mutate({ ...values, ...locationBody(place, countries) }, { onSuccess: close })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={label(t, 'title')}
          data={titleOptions(t)}
          value={values.title}
          onChange={set('title')}
          allowDeselect={false}
          required
          error={save.errors.title}
        />
        <Select
          label={label(t, 'gender')}
          data={genderOptions(t)}
          value={values.gender}
          onChange={set('gender')}
          allowDeselect={false}
          required
          error={save.errors.gender}
        />
      </SimpleGrid>
      <LocationFields countries={countries} value={place} onChange={setPlace} errors={save.errors} withLanguage />
      <TextInput
        label={label(t, 'location')}
        value={values.location}
        onChange={(e) => set('location')(e.currentTarget.value)}
        required
        error={save.errors.location}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={label(t, 'registration_no')}
          value={values.registration_no}
          onChange={(e) => set('registration_no')(e.currentTarget.value)}
          required
          error={save.errors.registration_no}
        />
        <TextInput
          label={label(t, 'registered_institution')}
          value={values.registered_institution}
          onChange={(e) => set('registered_institution')(e.currentTarget.value)}
          required
          error={save.errors.registered_institution}
        />
      </SimpleGrid>
    </SectionForm>
  );
}

/** Hospital (doctors of a state-based country, India): one of the listed hospitals of that country. */
export function HospitalForm({ doctor, close }: SectionFormProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const lookups = useProviderLookups();
  const save = useDoctorSave('hospital');
  const [hospital, setHospital] = useState<string | null>(idText(doctor.hospital_id));
  const options = (lookups.data?.hospital_lists ?? [])
    .filter((h) => h.country_id === doctor.country_id)
    .map((h) => ({ value: String(h.id), label: localName(h, language) }));
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      onSubmit={() => save.mutate({ hospital_id: hospital ? Number(hospital) : undefined }, { onSuccess: close })}
    >
      <Select
        label={label(t, 'hospital')}
        data={options}
        value={hospital}
        onChange={setHospital}
        searchable
        required
        error={save.errors.hospital_id}
      />
    </SectionForm>
  );
}

/** Current Working Place, with the memorable-institution toggle revealing its name. */
export function WorkplaceForm({ doctor, close }: SectionFormProps) {
  const { t } = useTranslation();
  const save = useDoctorSave('current-working-place');
  const [values, setValues] = useState({
    hospital_name: doctor.hospital_name,
    department: doctor.department,
    designation: doctor.designation,
    memorable_instrutation: doctor.memorable_instrutation,
    memorable_instrutation_name: doctor.memorable_instrutation_name ?? '',
  });
  const text = (key: 'hospital_name' | 'department' | 'designation' | 'memorable_instrutation_name') => ({
    label: label(t, key),
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.currentTarget.value })),
    error: save.errors[key],
  });
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      onSubmit={() =>
        save.mutate(
          {
            ...values,
            memorable_instrutation_name: values.memorable_instrutation
              ? values.memorable_instrutation_name || undefined
              : undefined,
          },
          { onSuccess: close },
        )
      }
    >
      <TextInput {...text('hospital_name')} required />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...text('department')} required />
        <TextInput {...text('designation')} required />
      </SimpleGrid>
      <Switch
        label={label(t, 'memorable_instrutation')}
        checked={values.memorable_instrutation}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          setValues((v) => ({ ...v, memorable_instrutation: on }));
        }}
      />
      {values.memorable_instrutation && <TextInput {...text('memorable_instrutation_name')} required />}
    </SectionForm>
  );
}

/** Specialist In: one or more specialities. */
export function SpecialistForm({ doctor, close }: SectionFormProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const lookups = useProviderLookups();
  const save = useDoctorSave('specialist');
  const [ids, setIds] = useState(doctor.specialists.map((s) => String(s.id)));
  const options = (lookups.data?.specialist_lists ?? []).map((s) => ({
    value: String(s.id),
    label: localTitle(s, language),
  }));
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      onSubmit={() => save.mutate({ specialists: ids.map(Number) }, { onSuccess: close })}
    >
      <MultiSelect
        label={label(t, 'specialists')}
        data={options}
        value={ids}
        onChange={setIds}
        searchable
        required
        error={save.errors.specialists}
      />
    </SectionForm>
  );
}

/** Experience: "Less than 1" then 1 to 30 years. */
export function ExperienceForm({ doctor, close }: SectionFormProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const save = useDoctorSave('experience');
  const [years, setYears] = useState<string | null>(String(doctor.experience));
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      onSubmit={() => save.mutate({ experience: years === null ? undefined : Number(years) }, { onSuccess: close })}
    >
      <Select
        label={label(t, 'experience')}
        data={experienceOptions(t, language)}
        value={years}
        onChange={setYears}
        allowDeselect={false}
        required
        error={save.errors.experience}
      />
    </SectionForm>
  );
}

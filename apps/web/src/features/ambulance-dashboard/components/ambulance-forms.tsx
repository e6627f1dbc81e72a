import { useState } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { AMBULANCE_CONDITIONS, type AmbulanceProfile } from '@nirog/contracts';
import { SectionForm, useSectionSave } from '../../../components/provider-dashboard';
import {
  FileDrop,
  LocationFields,
  locationBody,
  useProviderLookups,
  type LocationValue,
} from '../../../components/provider-forms';
import { storageUrl } from '../../../lib/media';
import {
  ambulanceProfileKey,
  updateAmbulancePersonal,
  updateAmbulancePhoto,
  updateAmbulanceVehicle,
  type AmbulanceUpdateAnswer,
} from '../api/ambulance-profile';

interface FormProps {
  ambulance: AmbulanceProfile;
  close: () => void;
}

const BANGLADESH = 1;
const cached = (answer: AmbulanceUpdateAnswer) => ({ ambulance: answer.ambulance });

/** Personal Information: driver, owner, where (Bangladesh) and the contact phone. */
export function AmbulancePersonalForm({ ambulance, close }: FormProps) {
  const { t } = useTranslation();
  const lookups = useProviderLookups();
  const save = useSectionSave(ambulanceProfileKey, updateAmbulancePersonal, cached);
  const [place, setPlace] = useState<LocationValue>({
    country_id: String(ambulance.country_id),
    district_id: String(ambulance.district_id),
    sub_district_id: String(ambulance.sub_district_id),
    state_id: null,
    language: '',
    hospital_id: null,
  });
  const [values, setValues] = useState({
    driver_name: ambulance.driver_name,
    owner_name: ambulance.owner_name,
    location: ambulance.location,
    contact_phone: ambulance.contact_phone,
  });
  const text = (key: keyof typeof values, type = 'text') => ({
    label: t(`providerProfile.fields.${key}`),
    value: values[key],
    type,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.currentTarget.value })),
    error: save.errors[key],
    required: true,
  });
  const countries = lookups.data?.country_lists ?? [];
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      onSubmit={() => save.mutate({ ...values, ...locationBody(place, countries) }, { onSuccess: close })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...text('driver_name')} />
        <TextInput {...text('owner_name')} />
      </SimpleGrid>
      <LocationFields
        countries={countries}
        value={place}
        onChange={setPlace}
        errors={save.errors}
        countryIds={[BANGLADESH]}
      />
      <TextInput {...text('location')} />
      <TextInput {...text('contact_phone', 'tel')} />
    </SectionForm>
  );
}

/** Ambulance Information: vehicle number, type (AC or Non AC) and starting area. */
export function AmbulanceVehicleForm({ ambulance, close }: FormProps) {
  const { t } = useTranslation();
  const save = useSectionSave(ambulanceProfileKey, updateAmbulanceVehicle, cached);
  const [values, setValues] = useState({
    vehicle_no: ambulance.vehicle_no,
    condition: ambulance.condition as string,
    starting_area: ambulance.starting_area,
  });
  const text = (key: 'vehicle_no' | 'starting_area') => ({
    label: t(`providerProfile.fields.${key}`),
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.currentTarget.value })),
    error: save.errors[key],
    required: true,
  });
  return (
    <SectionForm onCancel={close} saving={save.isPending} onSubmit={() => save.mutate(values, { onSuccess: close })}>
      <TextInput {...text('vehicle_no')} />
      <Select
        label={t('providerProfile.fields.condition')}
        data={AMBULANCE_CONDITIONS.map((c) => ({ value: c, label: t(`providerProfile.condition.${c}`) }))}
        value={values.condition}
        onChange={(condition) => setValues((v) => ({ ...v, condition: condition ?? 'Non AC' }))}
        allowDeselect={false}
        error={save.errors.condition}
      />
      <TextInput {...text('starting_area')} />
    </SectionForm>
  );
}

/** Ambulance photo: the current one, a new PNG/JPEG by drag and drop; Save only once a file is chosen. */
export function AmbulancePhotoForm({ ambulance, close }: FormProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSectionSave(ambulanceProfileKey, updateAmbulancePhoto, cached);
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
        label={t('providerProfile.fields.photo')}
        value={file}
        onChange={setFile}
        currentUrl={storageUrl(ambulance.photo) ?? null}
        progress={progress}
        error={save.errors.photo}
        disabled={save.isPending}
      />
    </SectionForm>
  );
}

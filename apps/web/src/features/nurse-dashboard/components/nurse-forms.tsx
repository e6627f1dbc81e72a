import { useState } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { DHAKA_DISTRICT_ID, NURSE_PACKAGES, type NurseProfile } from '@nirog/contracts';
import { SectionForm, useSectionSave } from '../../../components/provider-dashboard';
import {
  LocationFields,
  NursePackageDays,
  blankNurseDays,
  experienceOptions,
  locationBody,
  nurseDaysBody,
  useProviderLookups,
  type LocationValue,
  type NurseDay,
} from '../../../components/provider-forms';
import { useLanguageStore } from '../../../stores/language';
import { nurseProfileKey, updateNurseSection, type NurseUpdateAnswer } from '../api/nurse-profile';

interface FormProps {
  nurse: NurseProfile;
  close: () => void;
}

const BANGLADESH = 1;
const useNurseSave = (path: 'personal-information' | 'availability-fees') =>
  useSectionSave(nurseProfileKey, updateNurseSection(path), (answer: NurseUpdateAnswer) => ({ nurse: answer.nurse }));

/** Personal Information: Bangladesh and Dhaka only, the addresses and the experience. */
export function NursePersonalForm({ nurse, close }: FormProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const lookups = useProviderLookups();
  const save = useNurseSave('personal-information');
  const [place, setPlace] = useState<LocationValue>({
    country_id: String(nurse.country_id),
    district_id: String(nurse.district_id),
    sub_district_id: String(nurse.sub_district_id),
    state_id: null,
    language: '',
    hospital_id: null,
  });
  const [values, setValues] = useState({
    location: nurse.location,
    present_add: nurse.present_add,
    permanent_add: nurse.permanent_add,
  });
  const [experience, setExperience] = useState<string | null>(String(nurse.experience));
  const countries = lookups.data?.country_lists ?? [];
  const text = (key: keyof typeof values) => ({
    label: t(`providerProfile.fields.${key}`),
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.currentTarget.value })),
    error: save.errors[key],
    required: true,
  });
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      onSubmit={() =>
        save.mutate(
          {
            ...locationBody(place, countries),
            ...values,
            experience: experience === null ? undefined : Number(experience),
          },
          { onSuccess: close },
        )
      }
    >
      <LocationFields
        countries={countries}
        value={place}
        onChange={setPlace}
        errors={save.errors}
        countryIds={[BANGLADESH]}
        districtIds={[DHAKA_DISTRICT_ID]}
      />
      <TextInput {...text('location')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput {...text('present_add')} />
        <TextInput {...text('permanent_add')} />
      </SimpleGrid>
      <Select
        label={t('providerProfile.fields.experience')}
        data={experienceOptions(t, language)}
        value={experience}
        onChange={setExperience}
        allowDeselect={false}
        required
        error={save.errors.experience}
      />
    </SectionForm>
  );
}

/** The nurse's week from the profile: seven days, Sunday first, each with its packages and fees. */
function daysOf(nurse: NurseProfile): NurseDay[] {
  const days = blankNurseDays();
  for (const wday of nurse.wdays) {
    const day = days[wday.id - 1];
    if (!day) continue;
    day.day = true;
    for (const pkg of NURSE_PACKAGES) {
      day[pkg] = Boolean(wday.pivot[pkg]);
      const fee = wday.pivot[`${pkg}_fee`];
      day[`${pkg}_fee`] = fee === null || fee === undefined ? '' : fee;
    }
  }
  return days;
}

/** Availability and fees: the week by day index 0-6 (Sunday first), each package on with its fee. */
export function NurseAvailabilityForm({ nurse, close }: FormProps) {
  const save = useNurseSave('availability-fees');
  const [days, setDays] = useState(() => daysOf(nurse));
  return (
    <SectionForm
      onCancel={close}
      saving={save.isPending}
      onSubmit={() =>
        save.mutate(
          { availabe_days: Object.fromEntries(nurseDaysBody(days).map((entry, index) => [String(index), entry])) },
          { onSuccess: close },
        )
      }
    >
      <NursePackageDays value={days} onChange={setDays} errors={save.errors} />
    </SectionForm>
  );
}

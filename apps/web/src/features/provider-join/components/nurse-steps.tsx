import { Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { COUNTRY_ID, DHAKA_DISTRICT_ID, type Country } from '@nirog/contracts';
import {
  LocationFields,
  NursePackageDays,
  blankLocation,
  blankNurseDays,
  experienceOptions,
  locationBody,
  nurseDaysBody,
  type LocationValue,
  type NurseDay,
} from '../../../components/provider-forms';
import { useLanguageStore } from '../../../stores/language';
import { DocumentUploads } from './document-uploads';
import { StepActions, useJoinStep } from './join-wizard';
import { useStepForm } from './use-step-form';
import { revealInvalidFields } from '../../../lib/form-errors';

const BANGLADESH = [COUNTRY_ID.Bangladesh];
const DHAKA = [DHAKA_DISTRICT_ID];

/** Nurse step 1: place (Bangladesh, Dhaka only), addresses and experience. */
export function NurseStep1({ countries }: { countries: Country[] }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const { submit } = useJoinStep();
  const form = useStepForm('nurse', 1, () => ({
    place: { ...blankLocation(COUNTRY_ID.Bangladesh), district_id: String(DHAKA_DISTRICT_ID) } as LocationValue,
    location: '',
    present_add: '',
    permanent_add: '',
    experience: null as string | null,
  }));
  const onSubmit = form.onSubmit((values) => {
    const text = (s: string) => s.trim() || undefined;
    submit(
      {
        ...locationBody(values.place, countries),
        location: text(values.location),
        present_add: text(values.present_add),
        permanent_add: text(values.permanent_add),
        experience: values.experience === null ? undefined : Number(values.experience),
      },
      form,
    );
  }, revealInvalidFields);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('providerJoin.stepTitles.location')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('providerJoin.nurse.dhakaOnly')}
        </Text>
        <LocationFields
          countries={countries}
          countryIds={BANGLADESH}
          districtIds={DHAKA}
          value={form.values.place}
          onChange={(place) => form.setFieldValue('place', place)}
          errors={form.errors}
        />
        <TextInput label={t('providerJoin.fields.location')} required {...form.getInputProps('location')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Textarea
            label={t('providerJoin.fields.presentAddress')}
            rows={2}
            required
            {...form.getInputProps('present_add')}
          />
          <Textarea
            label={t('providerJoin.fields.permanentAddress')}
            rows={2}
            required
            {...form.getInputProps('permanent_add')}
          />
        </SimpleGrid>
        <Select
          label={t('providerJoin.fields.experience')}
          data={experienceOptions(t, language)}
          required
          {...form.getInputProps('experience')}
        />
        <StepActions />
      </Stack>
    </form>
  );
}

/** Nurse step 2: the weekdays and, for each, the packages offered with their fees. */
export function NurseStep2() {
  const { t } = useTranslation();
  const { submit } = useJoinStep();
  const form = useStepForm('nurse', 2, () => ({ days: blankNurseDays() as NurseDay[] }));
  const onSubmit = form.onSubmit(
    (values) => submit({ availabe_days: nurseDaysBody(values.days) }, form),
    revealInvalidFields,
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('providerJoin.stepTitles.availability')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('providerJoin.nurse.packagesIntro')}
        </Text>
        <NursePackageDays
          value={form.values.days}
          onChange={(days) => {
            form.setFieldValue('days', days);
            form.clearFieldError('availabe_days');
          }}
          errors={form.errors}
        />
        <StepActions />
      </Stack>
    </form>
  );
}

/** Nurse step 3: the ID's two sides and documents; submits. */
export function NurseStep3() {
  return <DocumentUploads fields={[]} identity={['nid_bs', 'nid_bs2']} />;
}

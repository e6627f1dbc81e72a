import { SegmentedControl, Input, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { AMBULANCE_CONDITIONS, COUNTRY_ID, type Country } from '@nirog/contracts';
import { LocationFields, blankLocation, locationBody, type LocationValue } from '../../../components/provider-forms';
import { DocumentUploads } from './document-uploads';
import { StepActions, useJoinStep } from './join-wizard';
import { useStepForm } from './use-step-form';
import { revealInvalidFields } from '../../../lib/form-errors';

const BANGLADESH = [COUNTRY_ID.Bangladesh];

/** Ambulance step 1: driver and owner, place (Bangladesh), contact phone and the vehicle. */
export function AmbulanceStep1({ countries }: { countries: Country[] }) {
  const { t } = useTranslation();
  const { submit } = useJoinStep();
  const form = useStepForm('ambulance', 1, () => ({
    driver_name: '',
    owner_name: '',
    place: blankLocation(COUNTRY_ID.Bangladesh) as LocationValue,
    location: '',
    contact_phone: '',
    vehicle_no: '',
    condition: 'Non AC' as string,
    starting_area: '',
  }));
  const onSubmit = form.onSubmit((values) => {
    const text = (s: string) => s.trim() || undefined;
    submit(
      {
        driver_name: text(values.driver_name),
        owner_name: text(values.owner_name),
        ...locationBody(values.place, countries),
        location: text(values.location),
        contact_phone: text(values.contact_phone),
        vehicle_no: text(values.vehicle_no),
        condition: values.condition,
        starting_area: text(values.starting_area),
      },
      form,
    );
  }, revealInvalidFields);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('providerJoin.ambulance.personal')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('providerJoin.fields.driverName')} required {...form.getInputProps('driver_name')} />
          <TextInput label={t('providerJoin.fields.ownerName')} required {...form.getInputProps('owner_name')} />
        </SimpleGrid>
        <LocationFields
          countries={countries}
          countryIds={BANGLADESH}
          value={form.values.place}
          onChange={(place) => form.setFieldValue('place', place)}
          errors={form.errors}
        />
        <Textarea label={t('providerJoin.fields.location')} rows={2} required {...form.getInputProps('location')} />
        <TextInput
          label={t('providerJoin.fields.contactPhone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('contact_phone')}
        />
        <Title order={2} size="h4" mt="sm">
          {t('providerJoin.ambulance.vehicle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('providerJoin.fields.vehicleNo')} required {...form.getInputProps('vehicle_no')} />
          <Input.Wrapper label={t('providerJoin.fields.condition')} labelElement="div" error={form.errors.condition}>
            <SegmentedControl
              fullWidth
              mt={4}
              aria-label={t('providerJoin.fields.condition')}
              data={AMBULANCE_CONDITIONS.map((c) => ({
                value: c,
                label: t(`providerJoin.conditions.${c === 'AC' ? 'ac' : 'nonAc'}`),
              }))}
              {...form.getInputProps('condition')}
            />
          </Input.Wrapper>
        </SimpleGrid>
        <TextInput label={t('providerJoin.fields.startingArea')} required {...form.getInputProps('starting_area')} />
        <StepActions />
      </Stack>
    </form>
  );
}

/** Ambulance step 2: the ambulance's photo (public), the ID's two sides and documents; submits. */
export function AmbulanceStep2() {
  return <DocumentUploads fields={[{ name: 'photo', required: true }]} identity={['nid_passport', 'nid_passport2']} />;
}

import { Fieldset, Select, SegmentedControl, SimpleGrid, Input, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../i18n';
import { BOOKING_COUNTRY_ID, PATIENT_GENDERS, PATIENT_TYPES } from '@nirog/contracts';
import type { BookingFormValues } from '../booking-form-values';
import { dhakaToday } from '../../../lib/format';

/**
 * Who the booking is for: name, date of birth, gender (male, female, other), occupation, country
 * (Bangladesh only), city, the problem, and New or Old patient (default New). The server's message for
 * a field shows under it.
 */
export function PatientFields({ form }: { form: UseFormReturnType<BookingFormValues> }) {
  const { t } = useTranslation();
  const input = (field: keyof BookingFormValues) => form.getInputProps(field);
  return (
    <Fieldset legend={t('bookings.patient.legend')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('bookings.patient.name')} autoComplete="name" required maxLength={120} {...input('name')} />
        <TextInput
          type="date"
          label={t('bookings.patient.dob')}
          autoComplete="bday"
          required
          min="1900-01-01"
          max={dhakaToday()}
          {...input('dob')}
        />
        <Select
          label={t('bookings.patient.gender')}
          placeholder={t('bookings.patient.choose')}
          required
          data={PATIENT_GENDERS.map((g) => ({ value: g, label: t(`bookings.patient.genders.${g}`) }))}
          {...input('gender')}
        />
        <TextInput label={t('bookings.patient.occupation')} required maxLength={120} {...input('occupation')} />
        <Select
          label={t('bookings.patient.country')}
          required
          allowDeselect={false}
          data={[{ value: String(BOOKING_COUNTRY_ID), label: t('bookings.patient.bangladesh') }]}
          {...input('country_id')}
        />
        <TextInput
          label={t('bookings.patient.city')}
          autoComplete="address-level2"
          required
          maxLength={80}
          {...input('city')}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('bookings.patient.diseaseAbout')}
        description={t('bookings.patient.diseaseHelp')}
        required
        rows={3}
        maxLength={2000}
        {...input('disease_about')}
      />
      <Input.Wrapper label={t('bookings.patient.type')} mt="sm" error={form.errors.patient_type} id="patient-type">
        <div>
          <SegmentedControl
            mt={4}
            aria-labelledby="patient-type-label"
            data={PATIENT_TYPES.map((type) => ({ value: type, label: t(`bookings.patient.types.${type}`) }))}
            value={form.values.patient_type}
            onChange={(value) => form.setFieldValue('patient_type', value as BookingFormValues['patient_type'])}
          />
        </div>
      </Input.Wrapper>
    </Fieldset>
  );
}

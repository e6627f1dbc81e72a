import { Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n';
import { SEXES, type AuthUser, type PersonalInformationBody, type Sex } from '@nirog/contracts';
import { dhakaToday } from '../../../lib/format';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUpdatePersonalInformation } from '../api/update-personal-information';
import { isSex } from './sex-label';

interface FormValues {
  name: string;
  occupation: string;
  dob: string;
  sex: Sex | null;
  country: string;
  city: string;
  location: string;
}

const valuesOf = (user: AuthUser): FormValues => ({
  name: user.name,
  occupation: user.occupation ?? '',
  dob: user.dob ?? '',
  sex: isSex(user.sex) ? user.sex : null,
  country: user.country ?? '',
  city: user.city ?? '',
  location: user.location ?? '',
});

/** Every field is sent: a blank one clears the saved value. */
const bodyOf = (values: FormValues): PersonalInformationBody => ({ ...values, sex: values.sex ?? '' });

/**
 * The personal information form (spec 1 section 5: name required; occupation, date of birth, sex,
 * country, city, location). The server validates; its first message per field shows under the field and
 * the typed values stay. `onDone` runs after a successful save or on Cancel.
 */
export function PersonalInformationForm({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useUpdatePersonalInformation();
  const form = useForm<FormValues>({ initialValues: valuesOf(user) });

  const submit = form.onSubmit((values) => {
    save.mutate(bodyOf(values), {
      onSuccess: (answer) => {
        notify('success', answer.message);
        onDone();
      },
      onError: (error) => showFormError(form, error, t),
    });
  }, revealInvalidFields);

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.personalInfo.formLabel')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('profile.name')} autoComplete="name" required autoFocus {...form.getInputProps('name')} />
          <TextInput label={t('profile.occupation')} {...form.getInputProps('occupation')} />
          <TextInput
            type="date"
            label={t('profile.dob')}
            autoComplete="bday"
            min="1900-01-01"
            max={dhakaToday()}
            {...form.getInputProps('dob')}
          />
          <Select
            label={t('profile.sex')}
            placeholder={t('profile.personalInfo.choose')}
            data={SEXES.map((sex) => ({ value: sex, label: t(`profile.sexes.${sex}`) }))}
            clearable
            {...form.getInputProps('sex')}
          />
          <TextInput label={t('profile.country')} autoComplete="country-name" {...form.getInputProps('country')} />
          <TextInput label={t('profile.city')} autoComplete="address-level2" {...form.getInputProps('city')} />
        </SimpleGrid>
        <Textarea
          label={t('profile.location')}
          autoComplete="street-address"
          rows={2}
          {...form.getInputProps('location')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('profile.personalInfo.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

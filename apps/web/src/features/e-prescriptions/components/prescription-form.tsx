import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n';
import {
  FOLLOW_UP_CHOICES,
  FOLLOW_UP_UNITS,
  type EPrescription,
  type PrescriptionBody,
  type PrescriptionItem,
} from '@nirog/contracts';
import { showFormError, revealInvalidFields } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useFormatters } from '../../../lib/use-formatters';
import { useStorePrescription } from '../api/prescription-api';
import { MedicineNameInput } from './medicine-name-input';
import { PrescriptionRows } from './prescription-rows';

type TitleList = 'complains' | 'diagnoses' | 'advices';
interface FormValues {
  items: PrescriptionItem[];
  follow_up: string | null;
  complains: { title: string }[];
  diagnoses: { title: string }[];
  advices: { title: string }[];
}

const blankItem = (): PrescriptionItem => ({ medicine_name: '', dosage_instructions: '', duration: '' });
const atLeastOne = <T,>(rows: T[], blank: () => T) => (rows.length ? rows : [blank()]);
const blankTitle = () => ({ title: '' });

/** The form's rows from the saved version (a correction starts from it), or one blank row of each. */
function valuesOf(saved: EPrescription | null): FormValues {
  return {
    items: atLeastOne(saved?.prescription_items ?? [], blankItem),
    follow_up: saved?.follow_up ?? null,
    complains: atLeastOne(saved?.prescription_complains ?? [], blankTitle),
    diagnoses: atLeastOne(saved?.prescription_diagnosis ?? [], blankTitle),
    advices: atLeastOne(saved?.prescription_advices ?? [], blankTitle),
  };
}

/** Title rows left blank are not part of the prescription. */
const filled = (rows: { title: string }[]) => rows.filter((row) => row.title.trim() !== '');

const TITLE_LISTS: { name: TitleList; row: string; add: string; remove: string }[] = [
  { name: 'complains', row: 'complain', add: 'addComplain', remove: 'removeComplain' },
  { name: 'diagnoses', row: 'diagnosis', add: 'addDiagnosis', remove: 'removeDiagnosis' },
  { name: 'advices', row: 'advice', add: 'addAdvice', remove: 'removeAdvice' },
];

export interface PrescriptionFormProps {
  bookingId: number;
  /** The latest saved version; null before the first. */
  saved: EPrescription | null;
  onSaved: (prescription: EPrescription) => void;
}

/**
 * The doctor's prescription form (spec 3 "Prescription form", section 5): medicine rows with name,
 * dosage instructions and duration (names suggested from the shop), optional follow-up of 1-30 days or
 * 1-12 months, complaints, diagnoses and advice. Saving again makes a new version.
 */
export function PrescriptionForm({ bookingId, saved, onSaved }: PrescriptionFormProps) {
  const { t } = useTranslation();
  const { digits } = useFormatters();
  const store = useStorePrescription(bookingId);
  const required = (value: string) => (value.trim() ? null : t('eprescriptions.required'));
  const form = useForm<FormValues>({
    initialValues: valuesOf(saved),
    validate: {
      items: { medicine_name: required, dosage_instructions: required, duration: required },
    },
  });

  const followUpData = FOLLOW_UP_UNITS.map((unit) => ({
    group: t(`eprescriptions.${unit}s`),
    items: FOLLOW_UP_CHOICES.filter((c) => c.unit === unit).map((c) => ({
      value: c.value,
      label: t(`eprescriptions.${unit}`, { count: c.count, n: digits(c.count) }),
    })),
  }));

  const submit = form.onSubmit((values) => {
    const body: PrescriptionBody = {
      items: values.items,
      follow_up: values.follow_up ?? undefined,
      complains: filled(values.complains),
      diagnoses: filled(values.diagnoses),
      advices: filled(values.advices),
    };
    store.mutate(body, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        form.setValues(valuesOf(answer.prescription));
        form.resetDirty(valuesOf(answer.prescription));
        onSaved(answer.prescription);
      },
      onError: (error) => showFormError(form, error, t),
    });
  }, revealInvalidFields);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <PrescriptionRows
            title={t('eprescriptions.medicines')}
            count={form.values.items.length}
            rowLabel={(n) => t('eprescriptions.row', { n: digits(n) })}
            addLabel={t('eprescriptions.addMedicine')}
            removeLabel={(n) => t('eprescriptions.removeMedicine', { n: digits(n) })}
            onAdd={() => form.insertListItem('items', blankItem())}
            onRemove={(index) => form.removeListItem('items', index)}
            error={form.errors.items}
            renderRow={(index) => (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <MedicineNameInput
                  label={t('eprescriptions.medicineName')}
                  withAsterisk
                  autoComplete="off"
                  {...form.getInputProps(`items.${index}.medicine_name`)}
                />
                <TextInput
                  label={t('eprescriptions.dosage')}
                  placeholder={t('eprescriptions.dosagePlaceholder')}
                  withAsterisk
                  {...form.getInputProps(`items.${index}.dosage_instructions`)}
                />
                <TextInput
                  label={t('eprescriptions.duration')}
                  placeholder={t('eprescriptions.durationPlaceholder')}
                  withAsterisk
                  {...form.getInputProps(`items.${index}.duration`)}
                />
              </SimpleGrid>
            )}
          />
          <Text size="xs" c="gray.7">
            {t('eprescriptions.medicineHint')}
          </Text>
        </Stack>

        <Select
          label={t('eprescriptions.followUp')}
          placeholder={t('eprescriptions.followUpPlaceholder')}
          data={followUpData}
          clearable
          searchable
          maw={320}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('follow_up')}
        />

        {TITLE_LISTS.map((list) => (
          <PrescriptionRows
            key={list.name}
            title={t(`eprescriptions.${list.name}`)}
            count={form.values[list.name].length}
            rowLabel={(n) => t(`eprescriptions.${list.row}`, { n: digits(n) })}
            addLabel={t(`eprescriptions.${list.add}`)}
            removeLabel={(n) => t(`eprescriptions.${list.remove}`, { n: digits(n) })}
            onAdd={() => form.insertListItem(list.name, blankTitle())}
            onRemove={(index) => form.removeListItem(list.name, index)}
            error={form.errors[list.name]}
            renderRow={(index) => (
              <Textarea
                aria-label={t(`eprescriptions.${list.row}`, { n: digits(index + 1) })}
                rows={2}
                {...form.getInputProps(`${list.name}.${index}.title`)}
              />
            )}
          />
        ))}

        <Group justify="flex-end">
          <Button type="submit" loading={store.isPending}>
            {saved ? t('eprescriptions.saveCorrection') : t('eprescriptions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

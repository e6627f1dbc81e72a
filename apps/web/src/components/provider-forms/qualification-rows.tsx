import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../i18n';
import { QUALIFICATIONS_MAX } from '@nirog/contracts';
import { formatNumber } from '../../lib/digits';
import { notify } from '../../lib/notify';
import { useLanguageStore } from '../../stores/language';

export interface QualificationRow {
  degree: string;
  institution_name: string;
  institution_location: string;
}

export const blankQualification = (): QualificationRow => ({
  degree: '',
  institution_name: '',
  institution_location: '',
});

export interface QualificationRowsProps {
  value: QualificationRow[];
  onChange: (rows: QualificationRow[]) => void;
  /** Errors by wire key: `qualifications.N.degree` ... and `qualifications` for the list as a whole. */
  errors?: Record<string, ReactNode>;
  /** The wire name of the list, the prefix of its error keys. */
  name?: string;
}

const FIELDS = ['degree', 'institution_name', 'institution_location'] as const;

/**
 * Qualification rows (spec 3 section 5): degree, institution and its location; the add button on the last row
 * only, at most 5 rows (a sixth shows the warning "Do not add more than 5 qualifications"), a row removable
 * while more than one remains.
 */
export function QualificationRows({ value, onChange, errors = {}, name = 'qualifications' }: QualificationRowsProps) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);

  const add = () => {
    if (value.length >= QUALIFICATIONS_MAX) {
      notify('warning', t('providerForms.qualifications.tooMany', { max: formatNumber(QUALIFICATIONS_MAX, language) }));
      return;
    }
    onChange([...value, blankQualification()]);
  };
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  const set = (index: number, field: (typeof FIELDS)[number], text: string) =>
    onChange(value.map((row, i) => (i === index ? { ...row, [field]: text } : row)));

  return (
    <Stack gap="sm">
      {errors[name] && (
        <Text size="sm" c="red" role="alert">
          {errors[name]}
        </Text>
      )}
      {value.map((row, index) => {
        const n = formatNumber(index + 1, language);
        const last = index === value.length - 1;
        return (
          <Paper
            key={index}
            withBorder
            radius="md"
            p="sm"
            component="fieldset"
            aria-label={t('providerForms.qualifications.row', { n })}
            style={{ margin: 0 }}
          >
            <Group justify="space-between" mb={6} wrap="nowrap">
              <Text fw={600} size="sm" component="legend" style={{ float: 'left', padding: 0 }}>
                {t('providerForms.qualifications.row', { n })}
              </Text>
              <Group gap={6} wrap="nowrap">
                {value.length > 1 && (
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    onClick={() => remove(index)}
                    aria-label={t('providerForms.qualifications.remove', { n })}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                )}
                {last && (
                  <Button
                    variant="light"
                    size="xs"
                    h={34}
                    leftSection={<IconPlus size={16} aria-hidden="true" />}
                    onClick={add}
                  >
                    {t('providerForms.qualifications.add')}
                  </Button>
                )}
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ clear: 'both' }}>
              {FIELDS.map((field) => (
                <TextInput
                  key={field}
                  label={t(`providerForms.qualifications.${field}`)}
                  required
                  value={row[field]}
                  onChange={(event) => set(index, field, event.currentTarget.value)}
                  error={errors[`${name}.${index}.${field}`]}
                />
              ))}
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}

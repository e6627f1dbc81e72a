import type { ReactNode } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n';

export interface TimeRange {
  /** `HH:mm` (a stored `HH:mm:ss` is shown as `HH:mm`). */
  time_from: string;
  time_to: string;
}

export interface TimeRangeFieldsProps {
  value: TimeRange;
  onChange: (value: TimeRange) => void;
  errors?: { time_from?: ReactNode; time_to?: ReactNode };
  required?: boolean;
}

/** `09:00:00` -> `09:00`, as a time input holds it. */
export const toClock = (value: string | null | undefined) => (value ? value.slice(0, 5) : '');

/** From and To times (hh:mm) of a day's hours, side by side from a phone's width up. */
export function TimeRangeFields({ value, onChange, errors = {}, required = true }: TimeRangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={2} spacing="sm">
      <TextInput
        type="time"
        label={t('providerForms.time.from')}
        required={required}
        value={toClock(value.time_from)}
        onChange={(event) => onChange({ ...value, time_from: event.currentTarget.value })}
        error={errors.time_from}
      />
      <TextInput
        type="time"
        label={t('providerForms.time.to')}
        required={required}
        value={toClock(value.time_to)}
        onChange={(event) => onChange({ ...value, time_to: event.currentTarget.value })}
        error={errors.time_to}
      />
    </SimpleGrid>
  );
}

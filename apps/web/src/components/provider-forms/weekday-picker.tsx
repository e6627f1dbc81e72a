import type { ReactNode } from 'react';
import { Chip, Group, Input } from '@mantine/core';
import { WEEKDAYS } from '@nirog/contracts';
import { useLanguageStore } from '../../stores/language';

export interface WeekdayPickerProps {
  label: string;
  /** Weekday ids 1-7 (Sunday to Saturday) that are on. */
  value: number[];
  onChange: (ids: number[]) => void;
  error?: ReactNode;
  required?: boolean;
}

/** The weekday name in the interface language. */
export function weekdayName(day: (typeof WEEKDAYS)[number], language: string): string {
  return language === 'bn' ? day.bn_title : day.title;
}

/**
 * Weekdays as toggles, Sunday first (the doctor's `availabe_days` ids 1-7); the error (`availabe_days`)
 * shows as a line under them.
 */
export function WeekdayPicker({ label, value, onChange, error, required }: WeekdayPickerProps) {
  const language = useLanguageStore((s) => s.language);
  return (
    <Input.Wrapper label={label} labelElement="div" error={error} required={required}>
      <Chip.Group
        multiple
        value={value.map(String)}
        onChange={(ids) => onChange(ids.map(Number).sort((a, b) => a - b))}
      >
        <Group gap="xs" mt={6} role="group" aria-label={label}>
          {WEEKDAYS.map((day) => (
            <Chip key={day.id} value={String(day.id)} size="md">
              {weekdayName(day, language)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}

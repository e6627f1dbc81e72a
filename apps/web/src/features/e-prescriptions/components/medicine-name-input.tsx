import { useState } from 'react';
import { Autocomplete, Group, Text, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MedicineSuggestion } from '@nirog/contracts';
import { useMedicineSuggestions } from '../api/prescription-api';

const TYPING_PAUSE_MS = 250;

/**
 * The medicine name of a prescription row: any text, with the shop's medicines that match what the doctor
 * types offered below (brand and strength, with the form and generic as a hint).
 */
export function MedicineNameInput(props: Omit<AutocompleteProps, 'data' | 'renderOption'>) {
  // Only what the doctor types asks the shop (a name already saved does not), once typing pauses.
  const [typed, setTyped] = useState('');
  const [keyword] = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const { data } = useMedicineSuggestions(keyword);
  const suggestions = data?.data ?? [];
  const byName = new Map<string, MedicineSuggestion>(suggestions.map((s) => [s.name, s]));
  return (
    <Autocomplete
      {...props}
      onChange={(value) => {
        setTyped(value);
        props.onChange?.(value);
      }}
      data={[...byName.keys()]}
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const suggestion = byName.get(option.value);
        const hint = [suggestion?.form, suggestion?.generics.join(' + ')].filter(Boolean).join(' · ');
        return (
          <Group gap={4} wrap="nowrap" justify="space-between" w="100%">
            <Text size="sm">{option.value}</Text>
            {hint && (
              <Text size="xs" c="gray.7" ta="right">
                {hint}
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}

import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

export const SEARCH_DEBOUNCE_MS = 350;

/** A list's search box: what is typed shows at once, the settled term reaches `onSearch` (trimmed). */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  /** The term in effect (from the address). */
  value: string | undefined;
  onSearch: (term: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const apply = useDebouncedCallback((term: string) => {
    if (term !== (value ?? '')) onSearch(term || undefined);
  }, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value.trim());
      }}
      maxLength={100}
    />
  );
}

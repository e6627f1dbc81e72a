import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { LISTING_KEYWORD_MAX } from '@nirog/contracts/constants';
import { useValueEnteredBeforeHydration } from '../../lib/entered-before-hydration';
import { LISTING_SEARCH_DEBOUNCE_MS } from './listing-constants';

/**
 * A listing's search box: what is typed shows at once; 700 ms after the last key the term reaches `onSearch`
 * (trimmed), also for a term typed before a listing rendered on the server was hydrated. When the term in effect
 * changes from outside (Reset Filter, Back), the box follows it.
 */
export function ListingSearch({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string | undefined;
  onSearch: (term: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  const apply = useDebouncedCallback((term: string) => {
    if (term !== (value ?? '')) onSearch(term || undefined);
  }, LISTING_SEARCH_DEBOUNCE_MS);
  const box = useRef<HTMLInputElement>(null);
  const type = (typed: string) => {
    setText(typed);
    apply(typed.trim());
  };
  // A term typed while the listing rendered on the server was still without its scripts (lib/entered-before-hydration).
  useValueEnteredBeforeHydration(box, text, type);
  // The term changed elsewhere: show it (state adjusted while rendering, not in an effect).
  if (shown !== value) {
    setShown(value);
    if (text.trim() !== (value ?? '')) setText(value ?? '');
  }
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={LISTING_KEYWORD_MAX}
      ref={box}
      onChange={(event) => type(event.currentTarget.value)}
    />
  );
}

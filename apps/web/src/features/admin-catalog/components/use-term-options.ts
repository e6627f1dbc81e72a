import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { CatalogTermKind } from '@nirog/contracts';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data/search-field';
import { useCatalogTerms } from '../api/get-catalog-terms';

export interface TermOption {
  value: string;
  label: string;
}

/**
 * Options of a generic, brand or medicine-type picker, searched on the server as the user types. The
 * chosen options are remembered, so they keep their labels when a later search does not return them.
 */
export function useTermOptions(kind: CatalogTermKind, initial: TermOption[]) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const terms = useCatalogTerms(kind, { page: 1, search: term || undefined });
  const [chosen, setChosen] = useState(initial);

  const data: TermOption[] = [...chosen];
  for (const found of terms.data?.data ?? []) {
    const value = String(found.id);
    if (!data.some((option) => option.value === value)) data.push({ value, label: found.name });
  }
  const remember = (values: string[]) => setChosen(data.filter((option) => values.includes(option.value)));

  return { data, search, setSearch, remember, loading: terms.isFetching };
}

import type { ReactNode } from 'react';
import { Loader, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { CatalogTermKind } from '@nirog/contracts';
import { useTermOptions, type TermOption } from './use-term-options';

interface PickerProps {
  kind: CatalogTermKind;
  label: string;
  initial: TermOption[];
  error?: ReactNode;
}

/** One generic, brand or medicine type, searched on the server. */
export function TermSelect({
  value,
  onChange,
  ...props
}: PickerProps & { value: string | null; onChange: (value: string | null) => void }) {
  const { t } = useTranslation();
  const options = useTermOptions(props.kind, props.initial);
  return (
    <Select
      label={props.label}
      error={props.error}
      data={options.data}
      value={value}
      onChange={(next) => {
        options.remember(next ? [next] : []);
        onChange(next);
      }}
      searchable
      searchValue={options.search}
      onSearchChange={options.setSearch}
      clearable
      placeholder={t('adminCatalog.form.searchToPick')}
      nothingFoundMessage={t('adminCatalog.nothingFound')}
      rightSection={options.loading ? <Loader size={14} /> : undefined}
    />
  );
}

/** Several generics (or other terms), searched on the server. */
export function TermMultiSelect({
  value,
  onChange,
  max,
  ...props
}: PickerProps & { value: string[]; onChange: (value: string[]) => void; max?: number }) {
  const { t } = useTranslation();
  const options = useTermOptions(props.kind, props.initial);
  return (
    <MultiSelect
      label={props.label}
      error={props.error}
      data={options.data}
      value={value}
      onChange={(next) => {
        options.remember(next);
        onChange(next);
      }}
      searchable
      searchValue={options.search}
      onSearchChange={options.setSearch}
      clearable
      maxValues={max}
      placeholder={t('adminCatalog.form.searchToPick')}
      nothingFoundMessage={t('adminCatalog.nothingFound')}
      rightSection={options.loading ? <Loader size={14} /> : undefined}
    />
  );
}

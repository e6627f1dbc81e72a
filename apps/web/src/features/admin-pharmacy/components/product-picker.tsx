import { useMemo, useState, type ReactNode } from 'react';
import { Group, Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../../../i18n';
import type { AdminProductRow } from '@nirog/contracts';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data/search-field';
import { useActiveProducts } from '../api/search-active-products';
import { useFormatters } from '../../../lib/use-formatters';

/** What the picker needs to show a chosen product (a medicine request's product has no price). */
export type PickedProduct = Pick<AdminProductRow, 'id' | 'title'> & { power?: string | null };

export const productLabel = (product: PickedProduct) =>
  product.power && !product.title.includes(product.power) ? `${product.title} (${product.power})` : product.title;

/**
 * One product still sold, searched on the server as the user types (by name, generic or brand, as the
 * catalogue's search does). Only active products are offered.
 */
export function ProductPicker({
  label,
  value,
  onChange,
  error,
  required,
  description,
}: {
  label: string;
  value: PickedProduct | null;
  onChange: (product: AdminProductRow | null) => void;
  error?: ReactNode;
  required?: boolean;
  description?: string;
}) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const [search, setSearch] = useState('');
  const chosenLabel = value ? productLabel(value) : '';
  // Once a product is chosen the box shows its name: that is not a new search.
  const typed = search.trim() === chosenLabel ? '' : search.trim();
  const [term] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const products = useActiveProducts(term);
  const found = useMemo(() => (term ? (products.data?.data ?? []) : []), [term, products.data]);

  const prices = new Map(found.map((product) => [String(product.id), product.final_price]));
  const data = found.map((product) => ({ value: String(product.id), label: productLabel(product) }));
  if (value && !prices.has(String(value.id))) data.unshift({ value: String(value.id), label: chosenLabel });

  const waiting = typed !== term || products.isFetching;
  return (
    <Select
      label={label}
      description={description}
      required={required}
      error={error}
      placeholder={t('adminPharmacy.picker.placeholder')}
      data={data}
      value={value ? String(value.id) : null}
      onChange={(id) => onChange(found.find((product) => String(product.id) === id) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the names, generics and brands.
      filter={({ options }) => options}
      clearable
      allowDeselect={false}
      nothingFoundMessage={
        typed === ''
          ? t('adminPharmacy.picker.typeToSearch')
          : waiting
            ? t('common.loading')
            : t('adminPharmacy.picker.nothingFound')
      }
      rightSection={waiting && typed ? <Loader size={14} /> : undefined}
      renderOption={({ option }) => {
        const price = prices.get(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
            <Text size="sm">{option.label}</Text>
            {price !== undefined && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {money(price)}
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}

import { Grid, Select } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { SearchField } from '../../../components/data/search-field';

/** Search (debounced) and a status filter, shared by both queues. */
export function QueueFilters<TStatus extends string>({
  filters,
  statuses,
  statusKey,
  searchLabel,
  searchPlaceholder,
  onChange,
}: {
  filters: { status?: TStatus; customer?: string };
  statuses: readonly TStatus[];
  /** Translation key prefix of the status names. */
  statusKey: string;
  searchLabel: string;
  searchPlaceholder: string;
  onChange: (changes: Partial<Record<'status' | 'customer', string>>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <SearchField
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={filters.customer}
          onSearch={(customer) => onChange({ customer })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Select
          label={t('adminPharmacy.filters.status')}
          placeholder={t('adminPharmacy.filters.all')}
          data={statuses.map((status) => ({ value: status, label: t(`${statusKey}.${status}`) }))}
          value={filters.status ?? null}
          onChange={(value) => onChange({ status: value ?? undefined })}
          clearable
          allowDeselect
        />
      </Grid.Col>
    </Grid>
  );
}

import { Grid, Select, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { BOOKING_KINDS, BOOKING_STATUSES, PAYMENT_STATUSES, type AdminBookingsQuery } from '@nirog/contracts';
import { SearchField } from '../../../components/data/search-field';
import type { BookingsFilterKey } from './use-bookings-filters';

/** Patient and provider search (debounced), kind, status, payment status and the day of the booking. */
export function BookingsFilters({
  filters,
  onChange,
}: {
  filters: AdminBookingsQuery;
  onChange: (changes: Partial<Record<BookingsFilterKey, string>>) => void;
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`adminBookings.filters.${key}`);
  const choice = (key: 'kind' | 'status' | 'payment_status', values: readonly string[], labels: string) => (
    <Select
      label={f(key)}
      placeholder={f('all')}
      data={values.map((value) => ({ value, label: t(`adminBookings.${labels}.${value}`) }))}
      value={filters[key] ?? null}
      onChange={(value) => onChange({ [key]: value ?? undefined })}
      clearable
      allowDeselect
    />
  );
  return (
    <Grid columns={24} gap="sm" align="flex-end">
      <Grid.Col span={{ base: 24, sm: 12 }}>
        <SearchField
          label={f('patient')}
          placeholder={f('patientPlaceholder')}
          value={filters.patient}
          onSearch={(patient) => onChange({ patient })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 24, sm: 12 }}>
        <SearchField
          label={f('provider')}
          placeholder={f('providerPlaceholder')}
          value={filters.provider}
          onSearch={(provider) => onChange({ provider })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>{choice('kind', BOOKING_KINDS, 'kind')}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>{choice('status', BOOKING_STATUSES, 'status')}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>{choice('payment_status', PAYMENT_STATUSES, 'paymentStatus')}</Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          type="date"
          label={f('date')}
          value={filters.date ?? ''}
          onChange={(event) => onChange({ date: event.currentTarget.value || undefined })}
        />
      </Grid.Col>
    </Grid>
  );
}

import { Grid, Select, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { ORDER_STATUSES, PAYMENT_STATUSES, type AdminOrdersQuery } from '@nirog/contracts';
import { SearchField } from '../../../components/data/search-field';

type Changes = Partial<Record<'status' | 'payment_status' | 'from' | 'to' | 'customer', string>>;

/** Customer search (debounced), stage, payment status and a date range (Asia/Dhaka days). */
export function OrdersFilters({
  filters,
  onChange,
}: {
  filters: AdminOrdersQuery;
  onChange: (changes: Changes) => void;
}) {
  const { t } = useTranslation();
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <SearchField
          label={t('adminOrders.orders.filters.customer')}
          placeholder={t('adminOrders.orders.filters.customerPlaceholder')}
          value={filters.customer}
          onSearch={(customer) => onChange({ customer })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label={t('adminOrders.orders.filters.status')}
          placeholder={t('adminOrders.orders.filters.all')}
          data={ORDER_STATUSES.map((status) => ({ value: status, label: t(`adminOrders.status.${status}`) }))}
          value={filters.status ?? null}
          onChange={(value) => onChange({ status: value ?? undefined })}
          clearable
          allowDeselect
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <Select
          label={t('adminOrders.orders.filters.paymentStatus')}
          placeholder={t('adminOrders.orders.filters.all')}
          data={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`adminOrders.paymentStatus.${status}`) }))}
          value={filters.payment_status ?? null}
          onChange={(value) => onChange({ payment_status: value ?? undefined })}
          clearable
          allowDeselect
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <TextInput
          type="date"
          label={t('adminOrders.orders.filters.from')}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <TextInput
          type="date"
          label={t('adminOrders.orders.filters.to')}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
        />
      </Grid.Col>
    </Grid>
  );
}

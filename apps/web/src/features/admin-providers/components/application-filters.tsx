import { Grid, Select } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { PROVIDER_KINDS, PROVIDER_STATUSES, type ProviderKind, type ProviderStatus } from '@nirog/contracts';

/** Kind and status filters of the review queue. */
export function ApplicationFilters({
  filters,
  onChange,
}: {
  filters: { kind?: ProviderKind; status?: ProviderStatus };
  onChange: (changes: Partial<Record<'kind' | 'status', string>>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
        <Select
          label={t('adminProviders.filters.kind')}
          placeholder={t('adminProviders.filters.allKinds')}
          data={PROVIDER_KINDS.map((kind) => ({ value: kind, label: t(`adminProviders.kind.${kind}`) }))}
          value={filters.kind ?? null}
          onChange={(value) => onChange({ kind: value ?? undefined })}
          clearable
          allowDeselect
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
        <Select
          label={t('adminProviders.filters.status')}
          placeholder={t('adminProviders.filters.allStatuses')}
          data={PROVIDER_STATUSES.map((status) => ({ value: status, label: t(`adminProviders.status.${status}`) }))}
          value={filters.status ?? null}
          onChange={(value) => onChange({ status: value ?? undefined })}
          clearable
          allowDeselect
        />
      </Grid.Col>
    </Grid>
  );
}

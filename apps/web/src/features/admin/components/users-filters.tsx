import { Grid, Select } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminUsersQuery } from '@nirog/contracts';
import { SearchField } from '../../../components/data/search-field';

const ROLE_IDS = [1, 2, 3, 4, 5] as const;
const STATUSES = ['active', 'blocked', 'unverified'] as const;

/** Search (debounced), role and status filters of the users list. */
export function UsersFilters({
  filters,
  onChange,
}: {
  filters: AdminUsersQuery;
  onChange: (changes: { search?: string; role?: string; status?: string }) => void;
}) {
  const { t } = useTranslation();

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <SearchField
          label={t('admin.users.filters.search')}
          placeholder={t('admin.users.filters.searchPlaceholder')}
          value={filters.search}
          onSearch={(search) => onChange({ search })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t('admin.users.filters.role')}
          placeholder={t('admin.users.filters.allRoles')}
          data={ROLE_IDS.map((id) => ({ value: String(id), label: t(`admin.roles.${id}`) }))}
          value={filters.role ? String(filters.role) : null}
          onChange={(value) => onChange({ role: value ?? undefined })}
          clearable
          allowDeselect
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t('admin.users.filters.status')}
          placeholder={t('admin.users.filters.allStatuses')}
          data={STATUSES.map((status) => ({ value: status, label: t(`admin.users.status.${status}`) }))}
          value={filters.status ?? null}
          onChange={(value) => onChange({ status: value ?? undefined })}
          clearable
          allowDeselect
        />
      </Grid.Col>
    </Grid>
  );
}

import { useState } from 'react';
import { Grid, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminUsersQuery } from '@nirog/contracts';

const ROLE_IDS = [1, 2, 3, 4, 5] as const;
const STATUSES = ['active', 'blocked', 'unverified'] as const;
export const SEARCH_DEBOUNCE_MS = 350;

/** Search (debounced), role and status filters of the users list. */
export function UsersFilters({
  filters,
  onChange,
}: {
  filters: AdminUsersQuery;
  onChange: (changes: { search?: string; role?: string; status?: string }) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.search ?? '');
  // Only a settled search term reaches the address (and the server).
  const applySearch = useDebouncedCallback((value: string) => {
    if (value !== (filters.search ?? '')) onChange({ search: value || undefined });
  }, SEARCH_DEBOUNCE_MS);

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          type="search"
          label={t('admin.users.filters.search')}
          placeholder={t('admin.users.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value.trim());
          }}
          maxLength={100}
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

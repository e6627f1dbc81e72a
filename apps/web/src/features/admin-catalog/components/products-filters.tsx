import { Grid, Select } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { ADMIN_PRODUCT_STATUSES, type AdminProductsQuery } from '@nirog/contracts';
import { SearchField } from '../../../components/data/search-field';
import { useLanguageStore } from '../../../stores/language';
import { useAdminCategories } from '../api/get-admin-categories';
import { localName } from '../../../lib/local-name';

/** Search (debounced), category and status filters of the products list. */
export function ProductsFilters({
  filters,
  onChange,
}: {
  filters: AdminProductsQuery;
  onChange: (changes: { search?: string; category?: string; status?: string }) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const categories = useAdminCategories();

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <SearchField
          label={t('adminCatalog.products.filters.search')}
          placeholder={t('adminCatalog.products.filters.searchPlaceholder')}
          value={filters.search}
          onSearch={(search) => onChange({ search })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t('adminCatalog.products.filters.category')}
          placeholder={t('adminCatalog.products.filters.allCategories')}
          data={(categories.data ?? []).map((c) => ({
            value: String(c.id),
            label: localName(c, language),
          }))}
          value={filters.category ? String(filters.category) : null}
          onChange={(value) => onChange({ category: value ?? undefined })}
          searchable
          clearable
          allowDeselect
          nothingFoundMessage={t('adminCatalog.nothingFound')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t('adminCatalog.products.filters.status')}
          placeholder={t('adminCatalog.products.filters.allStatuses')}
          data={ADMIN_PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`adminCatalog.status.${status}`) }))}
          value={filters.status ?? null}
          onChange={(value) => onChange({ status: value ?? undefined })}
          clearable
          allowDeselect
        />
      </Grid.Col>
    </Grid>
  );
}

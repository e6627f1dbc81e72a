import { Button, EmptyState, Group, Loader, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/data/list-pagination';
import { ListSkeleton } from '../../../components/data/list-skeleton';
import { QueryError } from '../../../components/data/query-error';
import { useAdminProducts } from '../api/get-admin-products';
import { productPath } from '../components/catalog-paths';
import { ProductsCards } from '../components/products-cards';
import { ProductsFilters } from '../components/products-filters';
import { ProductsTable } from '../components/products-table';
import { useProductsFilters } from '../components/use-products-filters';

/** /admin/catalog: find products, filter by category and status, hide or show one, open one to edit. */
export function CatalogProductsPage() {
  const { t } = useTranslation();
  const { filters, update } = useProductsFilters();
  const products = useAdminProducts(filters);
  const phone = useMediaQuery('(max-width: 48em)');
  const filtered = Boolean(filters.search || filters.category || filters.status);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={1} size="h2">
            {t('adminCatalog.products.title')}
          </Title>
          {products.isFetching && !products.isPending && <Loader size="xs" aria-label={t('common.loading')} />}
        </Group>
        <Button component={Link} to={productPath('new')} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('adminCatalog.products.new')}
        </Button>
      </Group>
      <ProductsFilters filters={filters} onChange={update} />

      {products.isPending ? (
        <ListSkeleton />
      ) : products.isError ? (
        <QueryError error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.data.length === 0 ? (
        <EmptyState
          icon={<IconSearch aria-hidden />}
          title={filtered ? t('adminCatalog.products.emptyFiltered') : t('adminCatalog.products.empty')}
          description={filtered ? t('adminCatalog.products.emptyFilteredHint') : undefined}
        />
      ) : (
        <>
          {phone ? <ProductsCards products={products.data.data} /> : <ProductsTable products={products.data.data} />}
          <ListPagination page={products.data} onChange={(page) => update({ page: String(page) })} />
        </>
      )}
    </Stack>
  );
}

import { Button } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useAdminProducts } from '../api/get-admin-products';
import { productPath } from '../components/catalog-paths';
import { ProductsCards } from '../components/products-cards';
import { ProductsFilters } from '../components/products-filters';
import { ProductsTable } from '../components/products-table';
import { useProductsFilters } from '../components/use-products-filters';
import { AdminListPage } from '../../../components/data/admin-list-page';

/** /admin/catalog: find products, filter by category and status, hide or show one, open one to edit. */
export function CatalogProductsPage() {
  const { t } = useTranslation();
  const { filters, update } = useProductsFilters();
  const products = useAdminProducts(filters);
  const filtered = Boolean(filters.search || filters.category || filters.status);

  return (
    <AdminListPage
      title={t('adminCatalog.products.title')}
      aside={
        <Button component={Link} to={productPath('new')} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('adminCatalog.products.new')}
        </Button>
      }
      filters={<ProductsFilters filters={filters} onChange={update} />}
      query={products}
      onPageChange={(page) => update({ page: String(page) })}
      empty={{
        icon: IconSearch,
        title: filtered ? t('adminCatalog.products.emptyFiltered') : t('adminCatalog.products.empty'),
        text: filtered ? t('adminCatalog.products.emptyFilteredHint') : undefined,
      }}
      table={(rows) => <ProductsTable products={rows} />}
      cards={(rows) => <ProductsCards products={rows} />}
    />
  );
}

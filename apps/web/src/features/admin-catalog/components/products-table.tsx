import { Group, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { AdminProductRow } from '@nirog/contracts';
import { ActiveBadge, ProductPrices, ProductThumb, ProductTitle } from './product-parts';
import { ProductStatusButton } from './product-status-button';
import { localTitle } from '../../../lib/local-name';
import { useLanguageStore } from '../../../stores/language';

/** The products list on wide screens. */
export function ProductsTable({ products }: { products: AdminProductRow[] }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{t('adminCatalog.products.columns.image')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('adminCatalog.products.columns.product')}</Table.Th>
            <Table.Th>{t('adminCatalog.products.columns.type')}</Table.Th>
            <Table.Th>{t('adminCatalog.products.columns.manufacturer')}</Table.Th>
            <Table.Th>{t('adminCatalog.products.columns.price')}</Table.Th>
            <Table.Th>{t('adminCatalog.products.columns.status')}</Table.Th>
            <Table.Th>{t('adminCatalog.products.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td w={64}>
                <ProductThumb product={product} />
              </Table.Td>
              <Table.Td>
                <ProductTitle product={product} />
              </Table.Td>
              <Table.Td>{product.medicine_type ? localTitle(product.medicine_type, language) : '—'}</Table.Td>
              <Table.Td>{product.brand?.name ?? '—'}</Table.Td>
              <Table.Td>
                <ProductPrices product={product} />
              </Table.Td>
              <Table.Td>
                <ActiveBadge active={product.active} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ProductStatusButton product={product} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Card, Group, Stack, Text } from '@mantine/core';
import type { AdminProductRow } from '@nirog/contracts';
import { ActiveBadge, ProductPrices, ProductThumb, ProductTitle } from './product-parts';
import { ProductStatusButton } from './product-status-button';
import { localTitle } from '../../../lib/local-name';
import { useLanguageStore } from '../../../stores/language';

/** The products list on phones: one card per product. */
export function ProductsCards({ products }: { products: AdminProductRow[] }) {
  const language = useLanguageStore((s) => s.language);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {products.map((product) => (
        <Card key={product.id} withBorder component="li" padding="sm">
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <ProductThumb product={product} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <ProductTitle product={product} />
                <ActiveBadge active={product.active} />
              </Group>
              <Text size="sm" c="dimmed">
                {[product.medicine_type && localTitle(product.medicine_type, language), product.brand?.name]
                  .filter(Boolean)
                  .join(' · ') || '—'}
              </Text>
              <Group justify="space-between" align="flex-end" gap="xs">
                <ProductPrices product={product} />
                <ProductStatusButton product={product} />
              </Group>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

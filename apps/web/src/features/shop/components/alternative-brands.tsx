import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useLanguageStore } from '../../../stores/language';
import { useAlternativeProducts } from '../api/get-alternative-products';
import { productTitle } from '../utils/product';
import { ProductPrice } from './product-price';
import { localTitle } from '../../../lib/local-name';

/**
 * Other brands with the same generics, strength and dosage form, cheapest first, each with its form and
 * manufacturer; hidden when there are none.
 */
export function AlternativeBrands({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const alternatives = useAlternativeProducts(productId);
  if (!alternatives.data || alternatives.data.length === 0) return null;
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="alternatives-title">
      <Title id="alternatives-title" order={2} size="h5" mb="sm">
        {t('shop.product.alternatives')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {alternatives.data.map((p) => (
          <li key={p.id}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div>
                <Text component={Link} to={`/product/${p.slug}`} fw={600} size="sm" c="teal.8">
                  {productTitle(p, language)}
                </Text>
                <Text size="xs" c="dimmed">
                  {[p.power, p.medicinetype && localTitle(p.medicinetype, language), p.brand?.name]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <ProductPrice product={p} />
            </Group>
          </li>
        ))}
      </Stack>
    </Card>
  );
}

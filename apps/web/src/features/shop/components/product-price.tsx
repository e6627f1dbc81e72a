import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import type { ProductCard } from '@nirog/contracts';
import { formatMoney, localizeDigits } from '../../../lib/digits';
import { useLanguageStore } from '../../../stores/language';
import { percentOff } from '../utils/product';

/**
 * Final price (per pack unit when known: "৳ 12.00 / tablet"), with the struck original price and a
 * percent-off badge when there is a discount; "Not available" for a product listed but not for sale.
 */
export function ProductPrice({
  product,
  size = 'md',
}: {
  product: Pick<ProductCard, 'price' | 'final_price' | 'discount'> &
    Partial<Pick<ProductCard, 'for_sale' | 'pack_unit'>>;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const off = percentOff(product);
  if (product.for_sale === false) {
    return (
      <Text fw={700} c="dark.6" size={size === 'lg' ? 'xl' : 'md'} title={t('shop.notForSaleHint')}>
        {t('shop.notForSale')}
      </Text>
    );
  }
  const price = formatMoney(product.final_price, language);
  return (
    <Group gap={6} wrap="wrap" align="center">
      <Text fw={700} c="teal.8" size={size === 'lg' ? 'xl' : 'md'}>
        {product.pack_unit ? t('shop.perUnit', { price, unit: product.pack_unit }) : price}
      </Text>
      {off > 0 && (
        <>
          <Text
            component="s"
            c="dimmed"
            size="sm"
            aria-label={t('shop.originalPrice', { price: formatMoney(product.price, language) })}
          >
            {formatMoney(product.price, language)}
          </Text>
          <Badge color="red" variant="filled" size={size === 'lg' ? 'md' : 'sm'}>
            {t('shop.percentOff', { n: localizeDigits(String(off), language) })}
          </Badge>
        </>
      )}
    </Group>
  );
}

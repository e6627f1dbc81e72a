import { Anchor, Avatar, Badge, Stack, Text } from '@mantine/core';
import { IconPill } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { AdminProductRow } from '@nirog/contracts';
import { formatMoney, formatNumber } from '../../../lib/format';
import { storageUrl } from '../../../lib/media';
import { useLanguageStore } from '../../../stores/language';
import { productPath } from './catalog-paths';

/** The first picture of a product, or a pill when it has none. */
export function ProductThumb({ product, size = 48 }: { product: Pick<AdminProductRow, 'thumbnail'>; size?: number }) {
  return (
    <Avatar src={storageUrl(product.thumbnail)} alt="" radius="sm" size={size} color="teal" variant="light">
      <IconPill size={size / 2} aria-hidden />
    </Avatar>
  );
}

/** Title (a link to the form) with strength and the Bengali title. */
export function ProductTitle({ product }: { product: AdminProductRow }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor component={Link} to={productPath(product.id)} fw={500}>
        {product.power ? `${product.title} ${product.power}` : product.title}
      </Anchor>
      {product.bn_title && (
        <Text size="xs" c="dimmed">
          {product.bn_title}
        </Text>
      )}
    </div>
  );
}

/** Final price, with the price and discount when there is one. */
export function ProductPrices({ product }: { product: Pick<AdminProductRow, 'price' | 'discount' | 'final_price'> }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(product.final_price, language)}
      </Text>
      {product.discount > 0 && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('adminCatalog.products.priceAndDiscount', {
            price: formatMoney(product.price, language),
            discount: formatNumber(product.discount, language),
          })}
        </Text>
      )}
    </Stack>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light">
      {t(active ? 'adminCatalog.status.active' : 'adminCatalog.status.inactive')}
    </Badge>
  );
}

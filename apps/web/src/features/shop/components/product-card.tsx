import { ActionIcon, Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconShoppingCartPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { ProductCard as ProductCardData } from '@nirog/contracts';
import { storageUrl } from '../../../lib/media';
import { useLanguageStore } from '../../../stores/language';
import { selectInWishlist, useWishlistStore } from '../../../stores/wishlist';
import { productTitle } from '../utils/product';
import { PackPlaceholder, packFormOf } from './pack-placeholder';
import { ProductPrice } from './product-price';
import classes from './shop.module.css';
import { useProductActions } from './use-product-actions';

/**
 * A product in the shop grid or a carousel: image (or a pack drawn by dosage form), title, power, type, generic,
 * manufacturer, price, Rx badge, cart and wishlist.
 */
export function ProductCard({ product }: { product: ProductCardData }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const inWishlist = useWishlistStore(selectInWishlist(product.id));
  const actions = useProductActions();
  const title = productTitle(product, language);
  const image = storageUrl(product.image?.thumbnail ?? product.image?.image);
  const to = `/product/${product.slug}`;
  const generics = product.generics.map((g) => g.title).join(' + ');

  return (
    <Card withBorder radius="lg" padding="sm" className={classes.card} component="article" aria-label={title}>
      <Card.Section className={classes.cardImage}>
        <Link to={to} tabIndex={-1} aria-hidden="true">
          {image ? (
            <Image src={image} alt="" h={140} fit="contain" loading="lazy" />
          ) : (
            <PackPlaceholder
              form={packFormOf(product.medicinetype?.title)}
              brand={product.title}
              seed={product.slug}
              className={classes.noImage}
            />
          )}
        </Link>
        {product.prescription_required && (
          <Badge className={classes.rxBadge} color="orange" size="sm" title={t('shop.rxRequired')}>
            {t('shop.rx')}
          </Badge>
        )}
        <ActionIcon
          variant={inWishlist ? 'filled' : 'light'}
          color="red"
          radius="xl"
          size="lg"
          className={classes.heart}
          aria-label={t('shop.saveToWishlistNamed', { title })}
          aria-pressed={inWishlist}
          onClick={() => void actions.toggleWishlist(product)}
        >
          {inWishlist ? <IconHeartFilled size={18} aria-hidden="true" /> : <IconHeart size={18} aria-hidden="true" />}
        </ActionIcon>
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Text component={Link} to={to} fw={600} lh={1.3} lineClamp={2} className={classes.cardTitle}>
          {title}
        </Text>
        {(product.power || product.medicinetype) && (
          <Text size="xs" c="dimmed">
            {[product.power, product.medicinetype && productTitle(product.medicinetype, language)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        {/* Generic and manufacturer: how customers check they have the right medicine (issue 12 item 4). */}
        {generics && (
          <Text size="xs" lineClamp={2} className={classes.cardFact}>
            <span className={classes.visuallyHidden}>{t('shop.product.generics')}: </span>
            {generics}
          </Text>
        )}
        {product.brand && (
          <Text size="xs" c="dimmed" lineClamp={1} className={classes.cardFact}>
            <span className={classes.visuallyHidden}>{t('shop.product.manufacturer')}: </span>
            {product.brand.name}
          </Text>
        )}
        <div style={{ marginTop: 'auto' }}>
          <ProductPrice product={product} />
        </div>
      </Stack>
      {/* Full width (the heart sits on the picture), so "Add to cart" fits a 360 px phone's two columns. */}
      <Group gap="xs" mt="sm" wrap="nowrap">
        {product.for_sale ? (
          <Button
            size="xs"
            radius="xl"
            flex={1}
            px={8}
            classNames={{ section: classes.cartIcon }}
            leftSection={<IconShoppingCartPlus size={16} aria-hidden="true" />}
            onClick={() => actions.addToCart(product)}
            aria-label={t('shop.addToCartNamed', { title })}
          >
            {t('shop.addToCart')}
          </Button>
        ) : (
          <Text size="xs" c="dimmed" flex={1}>
            {t('shop.notForSaleHint')}
          </Text>
        )}
      </Group>
    </Card>
  );
}

import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconHeart, IconHeartFilled, IconShoppingCartPlus } from '@tabler/icons-react';
import type { Product, ProductDetail } from '@nirog/contracts';
import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/digits';
import { NotFound } from '../../../components/errors/not-found';
import { errorMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import type { PageData } from '../../../lib/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLanguageStore } from '../../../stores/language';
import { selectInWishlist, useWishlistStore } from '../../../stores/wishlist';
import { productQueryOptions, useProduct } from '../api/get-product';
import { AlternativeBrands } from '../components/alternative-brands';
import { DeliveryOptions } from '../components/delivery-options';
import { ProductGallery } from '../components/product-gallery';
import { ProductPrice } from '../components/product-price';
import classes from '../components/shop.module.css';
import { useProductActions } from '../components/use-product-actions';
import { productTitle } from '../utils/product';

const DETAIL_SECTIONS: { field: keyof ProductDetail; key: string }[] = [
  { field: 'indications', key: 'indications' },
  { field: 'uses_rule', key: 'usesRules' },
  { field: 'side_effect', key: 'sideEffects' },
  { field: 'description', key: 'description' },
];

/**
 * Laid out like the product (the image box, then name, price, Add to cart and the facts), so the product takes its
 * place without moving what is on screen; the page's minimum height keeps the footer out of the first screen in both
 * states (issue 11: no layout shift).
 */
function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid gap="xl" aria-busy="true" aria-label={t('shop.product.loading')}>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Skeleton className={classes.zoomBox} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Skeleton h={34} w="70%" mt="md" />
          <Skeleton h={30} w="30%" />
          <Skeleton h={36} w={200} radius="xl" />
          <Stack gap={4} maw={520}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} h={30} />
            ))}
          </Stack>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The detail sections (Indications, Uses Rules, Side Effects, Description) that have content. */
function DetailSections({ detail }: { detail: ProductDetail | null }) {
  const { t } = useTranslation();
  const present = DETAIL_SECTIONS.filter(({ field }) => detail?.[field]?.trim());
  if (!detail || present.length === 0) return null;
  return (
    <Stack gap="lg" mt="xl">
      {present.map(({ field, key }) => (
        <Box component="section" key={field} aria-labelledby={`detail-${key}`}>
          <Title id={`detail-${key}`} order={2} size="h4" mb="xs">
            {t(`shop.product.${key}`)}
          </Title>
          {/* Sanitized on the server (basic formatting only). */}
          <div className={classes.html} dangerouslySetInnerHTML={{ __html: detail[field] ?? '' }} />
        </Box>
      ))}
    </Stack>
  );
}

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const inWishlist = useWishlistStore(selectInWishlist(product.id));
  const actions = useProductActions();
  const title = productTitle(product, language);
  usePageTitle(title);

  const facts = [
    { key: 'power', value: product.power },
    { key: 'medicineType', value: product.medicinetype && productTitle(product.medicinetype, language) },
    { key: 'generics', value: product.generics.map((g) => g.title).join(', ') },
    { key: 'brand', value: product.brand?.name },
  ].filter((f) => f.value);

  return (
    <>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ProductGallery product={product} title={title} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Group gap="xs">
              {product.prescription_required && (
                <Badge color="orange" title={t('shop.rxRequired')}>
                  {t('shop.rxRequired')}
                </Badge>
              )}
            </Group>
            <Title order={1} size="h2">
              {title}
            </Title>
            {/* Price and Add to cart right under the name: above the fold on a phone, before the facts. */}
            <ProductPrice product={product} size="lg" />
            <Group gap="sm">
              {product.for_sale ? (
                <Button
                  radius="xl"
                  leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
                  onClick={() => actions.addToCart(product)}
                >
                  {t('shop.addToCart')}
                </Button>
              ) : (
                <Text c="dimmed">{t('shop.notForSaleHint')}</Text>
              )}
              <ActionIcon
                variant={inWishlist ? 'filled' : 'light'}
                color="red"
                radius="xl"
                size={36}
                aria-label={t('shop.saveToWishlist')}
                aria-pressed={inWishlist}
                onClick={() => void actions.toggleWishlist(product)}
              >
                {inWishlist ? (
                  <IconHeartFilled size={20} aria-hidden="true" />
                ) : (
                  <IconHeart size={20} aria-hidden="true" />
                )}
              </ActionIcon>
            </Group>
            {/* A plain table drawn as Mantine's vertical Table (shop.module.css): Mantine's Table brings ScrollArea
                and with it floating-ui (16 kB gzip) to the product page's and the home page's first load. */}
            <table className={classes.facts}>
              <tbody>
                {facts.map((f) => (
                  <tr key={f.key}>
                    <th scope="row">{t(`shop.product.${f.key}`)}</th>
                    <td>{f.value}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{t('shop.product.views')}</th>
                  <td>{formatNumber(product.views, language)}</td>
                </tr>
              </tbody>
            </table>
            <DeliveryOptions />
            <AlternativeBrands productId={product.id} />
          </Stack>
        </Grid.Col>
      </Grid>
      <DetailSections detail={product.product_detail} />
    </>
  );
}

/**
 * Rendered on the server with its product (a visit served a kept rendering asks for the product again: its answer
 * counts the view); an unknown product is the not-found view, with HTTP 404.
 */
export const handle: PageData = {
  serverRendered: true,
  queries: ({ params }) => [productQueryOptions(params.slug ?? '')],
  missing: ({ params }, client) => client.getQueryData(productQueryOptions(params.slug ?? '').queryKey) === null,
  countsVisits: true,
};

/** /product/{slug}: gallery, facts, price, cart and wishlist, delivery, alternatives and detail sections. */
export function Component() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const product = useProduct(slug);

  let body;
  if (product.isPending) body = <ProductSkeleton />;
  else if (product.isError || !product.data) {
    const unavailable =
      !product.isError || (product.error instanceof ApiError && [404, 410].includes(product.error.status));
    if (unavailable) {
      return (
        <NotFound
          title={t('shop.product.unavailable')}
          text={t('shop.product.unavailableText')}
          back={{ to: paths.shop, label: t('shop.product.backToShop') }}
        />
      );
    }
    body = (
      <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden="true" />}>
        <Text>{errorMessage(product.error, t)}</Text>
      </Alert>
    );
  } else body = <ProductView product={product.data} />;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} className={classes.productPage}>
      {body}
    </Container>
  );
}

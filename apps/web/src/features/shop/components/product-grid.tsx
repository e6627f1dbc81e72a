import { Alert, Button, Card, Center, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../i18n';
import type { TFunction } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form-errors';
import type { ShopFilters } from '../api/keys';
import { useShopProducts } from '../api/get-shop-products';
import { NoResults } from './no-results';
import { ProductCard } from './product-card';

const PRODUCT_SKELETONS = 5;
const GRID_COLS = { base: 2, sm: 3, lg: 4 };

function ProductSkeletons() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true" aria-label={t('shop.loadingProducts')}>
      {Array.from({ length: PRODUCT_SKELETONS }, (_, i) => (
        <Card key={i} withBorder radius="lg" padding="sm" data-testid="product-skeleton">
          <Skeleton h={140} />
          <Skeleton h={14} mt="sm" />
          <Skeleton h={12} mt={6} w="60%" />
          <Skeleton h={28} mt="sm" radius="xl" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * The shop keeps the server's message whatever the status (spec 1 section 8: "Shop load failure stores the
 * message"), a 503 "busy" included; the generic text only when the server said nothing.
 */
function shopErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status > 0 && error.message) return error.message;
  return errorMessage(error, t);
}

/** The shop's product list: skeletons, error, "Empty", the grid and Load More. */
export function ProductGrid({ filters }: { filters: ShopFilters }) {
  const { t } = useTranslation();
  const products = useShopProducts(filters);
  // A query's answer re-renders synchronously (useSyncExternalStore): the first page's cards (some 500
  // components, 200 ms of a slow phone's main thread in one task) render as a deferred update instead, in
  // slices the browser can breathe between; the skeletons stay until they are ready.
  const data = useDeferredValue(products.data);

  if (products.isPending || (!data && !products.isError)) return <ProductSkeletons />;
  if (products.isError) {
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden="true" />} title={t('shop.loadError')}>
        <Stack gap="xs" align="flex-start">
          <span>{shopErrorMessage(products.error, t)}</span>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            loading={products.isFetching}
            onClick={() => void products.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const items = (data ?? products.data).pages.flatMap((page) => page.data);
  if (items.length === 0) {
    const keyword = filters.keyword.trim();
    if (keyword) return <NoResults keyword={keyword} />;
    return (
      <Center py="xl">
        <Text c="dimmed" size="lg" role="status">
          {t('shop.empty')}
        </Text>
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid component="ul" cols={GRID_COLS} spacing="md" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </SimpleGrid>
      {products.isFetchingNextPage && <ProductSkeletons />}
      {products.hasNextPage && (
        <Center>
          <Button
            variant="light"
            radius="xl"
            loading={products.isFetchingNextPage}
            onClick={() => void products.fetchNextPage()}
          >
            {t('shop.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

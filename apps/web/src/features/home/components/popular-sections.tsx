import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PopularHomeItemsResponse } from '@nirog/contracts';
import { paths } from '../../../lib/paths';
import { usePopularHomeItems } from '../api/get-popular-home-items';
import type { HomeCarouselLayout, HomeParts } from './home-parts';

/** Popular carousels advance every 2000 ms (spec 1 section 9). */
export const POPULAR_AUTOPLAY_MS = 2000;
/** Provider sections show only with more than this many entries (spec 1 "Home"). */
export const PEOPLE_MIN_EXCLUSIVE = 2;

type ProviderItem = PopularHomeItemsResponse['data']['bdDoctors' | 'inDoctors' | 'nurses' | 'ambulances'][number];

function PopularSection({
  id,
  title,
  to,
  layout,
  Carousel,
  children,
}: {
  id: string;
  title: string;
  to: string;
  layout: HomeCarouselLayout;
  Carousel: HomeParts['Carousel'];
  children: ReactNode[];
}) {
  const { t } = useTranslation();
  return (
    <Container component="section" size="xl" py="lg" aria-labelledby={id}>
      <Group justify="space-between" mb="md">
        <Title id={id} order={2}>
          {title}
        </Title>
        <Anchor component={Link} to={to} fw={600}>
          {t('home.popular.viewAll')}
        </Anchor>
      </Group>
      <Carousel label={title} layout={layout} autoplay={POPULAR_AUTOPLAY_MS}>
        {children}
      </Carousel>
    </Container>
  );
}

/**
 * A people or ambulance section: shown only with more than 2 entries. The provider modules pass the card that
 * renders their documented fields (packages/contracts listings.ts); until then the provider's name is shown.
 */
export function PeopleSection({
  id,
  title,
  to,
  items,
  Carousel,
  renderItem = (item) => <DefaultProviderCard item={item} />,
}: {
  id: string;
  title: string;
  to: string;
  items: ProviderItem[];
  Carousel: HomeParts['Carousel'];
  renderItem?: (item: ProviderItem) => ReactNode;
}) {
  if (items.length <= PEOPLE_MIN_EXCLUSIVE) return null;
  return (
    <PopularSection id={id} title={title} to={to} layout="people" Carousel={Carousel}>
      {items.map((item) => (
        <div key={item.id}>{renderItem(item)}</div>
      ))}
    </PopularSection>
  );
}

function DefaultProviderCard({ item }: { item: ProviderItem }) {
  const name = item.user.name;
  return (
    <Stack p="md" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12 }}>
      <Title order={3} size="h5">
        {name}
      </Title>
    </Stack>
  );
}

/** Popular products, doctors, nurses and ambulances; failures are silently ignored (spec 1 section 8). */
export function PopularSections({ Carousel, ProductCard }: Pick<HomeParts, 'Carousel' | 'ProductCard'>) {
  const { t } = useTranslation();
  const popular = usePopularHomeItems();
  if (!popular.data) return null;
  const { products, bdDoctors, inDoctors, nurses, ambulances } = popular.data.data;
  return (
    <>
      {products.length > 0 && (
        <PopularSection
          id="popular-products"
          title={t('home.popular.products')}
          to={paths.shop}
          layout="products"
          Carousel={Carousel}
        >
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </PopularSection>
      )}
      <PeopleSection
        id="popular-bd-doctors"
        title={t('home.popular.bdDoctors')}
        to={paths.bdDoctors}
        items={bdDoctors}
        Carousel={Carousel}
      />
      <PeopleSection
        id="popular-in-doctors"
        title={t('home.popular.inDoctors')}
        to={paths.inDoctors}
        items={inDoctors}
        Carousel={Carousel}
      />
      <PeopleSection
        id="popular-nurses"
        title={t('home.popular.nurses')}
        to={paths.nurse}
        items={nurses}
        Carousel={Carousel}
      />
      <PeopleSection
        id="popular-ambulances"
        title={t('home.popular.ambulances')}
        to={paths.ambulance}
        items={ambulances}
        Carousel={Carousel}
      />
    </>
  );
}

import { Anchor, Container, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { AmbulanceCard } from '../../../components/listing/ambulance-card';
import { DoctorCard } from '../../../components/listing/doctor-card';
import { NurseCard } from '../../../components/listing/nurse-card';
import { WhenNear } from '../../../components/ui/when-near';
import { paths } from '../../../lib/paths';
import { usePopularHomeItems } from '../api/get-popular-home-items';
import type { HomeCarouselLayout, HomeParts } from './home-parts';

/** Popular carousels advance every 2000 ms (spec 1 section 9). */
export const POPULAR_AUTOPLAY_MS = 2000;
/** Provider sections show only with more than this many entries (spec 1 "Home"). */
export const PEOPLE_MIN_EXCLUSIVE = 2;
/** About a section's height (386-633 px from 360 to 1280 px wide): its place while it is not rendered yet. */
const SECTION_HEIGHT = 500;

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
  // Below the hero and the service tiles on every screen: rendered as it comes near (WhenNear), not during the load.
  return (
    <WhenNear minHeight={SECTION_HEIGHT}>
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
    </WhenNear>
  );
}

/** A people or ambulance section (3 cards, then 2 and 1 on narrower screens): shown only with more than 2 entries. */
export function PeopleSection<T extends { id: number }>({
  id,
  title,
  to,
  items,
  Carousel,
  renderItem,
}: {
  id: string;
  title: string;
  to: string;
  items: T[];
  Carousel: HomeParts['Carousel'];
  renderItem: (item: T) => ReactNode;
}) {
  if (items.length <= PEOPLE_MIN_EXCLUSIVE) return null;
  return (
    <PopularSection id={id} title={title} to={to} layout="people" Carousel={Carousel}>
      {items.map((item) => (
        <div key={item.id} style={{ height: '100%' }}>
          {renderItem(item)}
        </div>
      ))}
    </PopularSection>
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
        renderItem={(doctor) => <DoctorCard doctor={doctor} to={paths.care.bdDoctor(doctor.id)} />}
      />
      <PeopleSection
        id="popular-in-doctors"
        title={t('home.popular.inDoctors')}
        to={paths.inDoctors}
        items={inDoctors}
        Carousel={Carousel}
        renderItem={(doctor) => <DoctorCard doctor={doctor} to={paths.care.inDoctor(doctor.id)} />}
      />
      <PeopleSection
        id="popular-nurses"
        title={t('home.popular.nurses')}
        to={paths.nurse}
        items={nurses}
        Carousel={Carousel}
        renderItem={(nurse) => <NurseCard nurse={nurse} />}
      />
      <PeopleSection
        id="popular-ambulances"
        title={t('home.popular.ambulances')}
        to={paths.ambulance}
        items={ambulances}
        Carousel={Carousel}
        renderItem={(ambulance) => <AmbulanceCard ambulance={ambulance} />}
      />
    </>
  );
}

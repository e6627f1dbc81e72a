import { useTranslation } from '../../../i18n';
import { slidersQueryOptions } from '../../../components/carousel/use-sliders';
import type { PageData } from '../../../lib/page-data';
import { usePageTitle } from '../../../lib/use-page-title';
import { popularHomeItemsQueryOptions } from '../api/get-popular-home-items';
import { Hero } from '../components/hero';
import type { HomeParts } from '../components/home-parts';
import { PopularSections } from '../components/popular-sections';
import { ServiceTiles } from '../components/service-tiles';

/** Rendered on the server with the slider and the popular sections (which keep their place until scrolled near). */
export const handle: PageData = {
  serverRendered: true,
  queries: () => [slidersQueryOptions('home-slider'), popularHomeItemsQueryOptions()],
};

/** / : the home slider, hero, service tiles and the popular sections (the slider and cards come from the shop). */
export function HomePage({ parts }: { parts?: HomeParts }) {
  const { t } = useTranslation();
  usePageTitle(t('common.tagline'));
  return (
    <>
      {parts && <parts.Slider />}
      <Hero />
      <ServiceTiles />
      {parts && <PopularSections Carousel={parts.Carousel} ProductCard={parts.ProductCard} />}
    </>
  );
}

/** Without the shop's parts: hero and service tiles only. */
export function Component() {
  return <HomePage />;
}

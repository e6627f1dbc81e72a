import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { Hero } from '../components/hero';
import type { HomeParts } from '../components/home-parts';
import { PopularSections } from '../components/popular-sections';
import { ServiceTiles } from '../components/service-tiles';

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

import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { Hero } from '../components/hero';
import { ServiceTiles } from '../components/service-tiles';

/** / : hero and service tiles (sliders and popular carousels come later). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('common.tagline'));
  return (
    <>
      <Hero />
      <ServiceTiles />
    </>
  );
}

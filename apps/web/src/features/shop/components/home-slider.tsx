import { Container } from '@mantine/core';
import { useTranslation } from '../../../i18n';
import { useSliders } from '../../../components/carousel/use-sliders';
import { SliderBanner } from '../../../components/carousel/slider-banner';

/** The home slider (/api/sliders/home-slider); nothing when there are no slides or they fail to load. */
export function HomeSlider() {
  const { t } = useTranslation();
  const sliders = useSliders('home-slider');
  if (sliders.isError || (sliders.data && sliders.data.length === 0)) return null;
  return (
    <Container size="xl" pt="md">
      <SliderBanner kind="home-slider" label={t('home.sliderLabel')} height={280} />
    </Container>
  );
}

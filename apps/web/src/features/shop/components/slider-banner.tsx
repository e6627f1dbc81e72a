import { Anchor, Image, Skeleton } from '@mantine/core';
import type { Slider, SliderKind } from '@nirog/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { storageUrl } from '../../../lib/media';
import { useLanguageStore } from '../../../stores/language';
import { useSliders } from '../api/get-sliders';
import { SnapCarousel } from './snap-carousel';

function SlideImage({ slide, height }: { slide: Slider; height: number }) {
  const language = useLanguageStore((s) => s.language);
  const alt = (language === 'bn' ? slide.bn_title || slide.title : slide.title || slide.bn_title) ?? '';
  const image = <Image src={storageUrl(slide.image)} alt={alt} h={height} fit="cover" radius="lg" />;
  if (!slide.link) return image;
  return /^https?:\/\//.test(slide.link) ? (
    <Anchor href={slide.link} target="_blank" rel="noopener noreferrer">
      {image}
    </Anchor>
  ) : (
    <Anchor component={Link} to={slide.link}>
      {image}
    </Anchor>
  );
}

/** The slides of one slider kind (home, shop ...); hidden when there are none or they fail to load. */
export function SliderBanner({ kind, label, height = 220 }: { kind: SliderKind; label: string; height?: number }) {
  const { t } = useTranslation();
  const sliders = useSliders(kind);
  if (sliders.isPending) return <Skeleton h={height} radius="lg" aria-label={t('common.loading')} />;
  if (sliders.isError || sliders.data.length === 0) return null;
  return (
    <SnapCarousel label={label} layout="single" autoplay={5000}>
      {sliders.data.map((slide) => (
        <SlideImage key={slide.id} slide={slide} height={height} />
      ))}
    </SnapCarousel>
  );
}

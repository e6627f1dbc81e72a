import { Anchor, Box, Image, Skeleton, Text } from '@mantine/core';
import type { Slider, SliderKind } from '@nirog/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { storageUrl } from '../../lib/media';
import { useLanguageStore } from '../../stores/language';
import { useSliders } from './use-sliders';
import { SnapCarousel } from './snap-carousel';
import classes from './snap-carousel.module.css';

/**
 * One slide: the picture with its title drawn over it as text, in the reader's language (a picture with words in
 * it cannot be translated, is cropped on phones and is not read aloud). The dark band keeps white text at 4.5:1
 * or better over any picture.
 */
function Slide({ slide, height, first }: { slide: Slider; height: number; first: boolean }) {
  const language = useLanguageStore((s) => s.language);
  const title = (language === 'bn' ? slide.bn_title || slide.title : slide.title || slide.bn_title) ?? '';
  const content = (
    <Box className={classes.slide} h={height}>
      {/* The first slide's picture is the largest thing on a phone's first screen (the home page's LCP): asked for
          first, with the stylesheets, not after the layout found it on screen. */}
      <Image
        src={storageUrl(slide.image)}
        alt=""
        h={height}
        fit="cover"
        radius="lg"
        fetchPriority={first ? 'high' : undefined}
      />
      {title && (
        <Text component="span" className={classes.slideTitle} lang={language}>
          {title}
        </Text>
      )}
    </Box>
  );
  if (!slide.link) return content;
  return /^https?:\/\//.test(slide.link) ? (
    <Anchor href={slide.link} target="_blank" rel="noopener noreferrer" underline="never">
      {content}
    </Anchor>
  ) : (
    <Anchor component={Link} to={slide.link} underline="never">
      {content}
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
      {sliders.data.map((slide, index) => (
        <Slide key={slide.id} slide={slide} height={height} first={index === 0} />
      ))}
    </SnapCarousel>
  );
}

import { ActionIcon, Box } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { formatNumber } from '../../lib/digits';
import { useLanguageStore } from '../../stores/language';
import classes from './snap-carousel.module.css';

/** How many slides show at once, by width (spec 1 section 9). */
export type CarouselLayout = 'single' | 'products' | 'people';

function reducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the track by one slide, wrapping around at either end. */
function scrollStep(el: HTMLElement | null, direction: 1 | -1) {
  if (!el || typeof el.scrollTo !== 'function') return;
  const first = el.firstElementChild as HTMLElement | null;
  const width = first ? first.offsetWidth : el.clientWidth;
  const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
  const atStart = el.scrollLeft <= 4;
  const behavior = reducedMotion() ? 'auto' : 'smooth';
  if (direction === 1 && atEnd) el.scrollTo({ left: 0, behavior });
  else if (direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior });
  else el.scrollTo({ left: el.scrollLeft + direction * width, behavior });
}

/**
 * A small accessible carousel on CSS scroll snap: previous/next buttons, keyboard scrolling, and optional
 * autoplay that pauses on hover or focus and never runs when the user prefers reduced motion.
 */
export function SnapCarousel({
  label,
  layout,
  autoplay,
  children,
}: {
  label: string;
  layout: CarouselLayout;
  /** Milliseconds between slides; off when absent. */
  autoplay?: number;
  children: ReactNode[];
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const track = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);

  const step = (direction: 1 | -1) => scrollStep(track.current, direction);

  useEffect(() => {
    if (!autoplay || paused || reducedMotion() || children.length < 2) return;
    const id = window.setInterval(() => scrollStep(track.current, 1), autoplay);
    return () => window.clearInterval(id);
  }, [autoplay, paused, children.length]);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      className={classes.root}
      data-layout={layout}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <ul ref={track} className={classes.track} data-layout={layout} tabIndex={0}>
        {children.map((child, i) => (
          <li
            key={i}
            className={classes.slide}
            aria-roledescription="slide"
            aria-label={t('shop.slideOf', {
              n: formatNumber(i + 1, language),
              total: formatNumber(children.length, language),
            })}
          >
            {child}
          </li>
        ))}
      </ul>
      {children.length > 1 && (
        // Over the banner; in a row under the cards of the other layouts, where they would cover a card's name.
        <div className={classes.controls}>
          <ActionIcon
            className={classes.prev}
            variant="white"
            radius="xl"
            size="lg"
            aria-label={t('shop.previousSlide')}
            onClick={() => step(-1)}
          >
            <IconChevronLeft size={20} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            className={classes.next}
            variant="white"
            radius="xl"
            size="lg"
            aria-label={t('shop.nextSlide')}
            onClick={() => step(1)}
          >
            <IconChevronRight size={20} aria-hidden="true" />
          </ActionIcon>
        </div>
      )}
    </Box>
  );
}

import { useDebouncedCallback } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';

/** Spec 1 section 9: shown after 250 px of scrolling; the scroll handler is debounced by 300 ms. */
export const SCROLL_TOP_THRESHOLD = 250;
export const SCROLL_DEBOUNCE_MS = 300;

/** The button (Mantine's Affix, Portal and Transition): its code loads the first time it is to be shown. */
const ScrollTopButton = lazy(() => import('./scroll-top-button').then((m) => ({ default: m.ScrollTopButton })));

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const [wanted, setWanted] = useState(false);
  const onScroll = useDebouncedCallback(() => {
    const below = window.scrollY > SCROLL_TOP_THRESHOLD;
    setVisible(below);
    if (below) setWanted(true);
  }, SCROLL_DEBOUNCE_MS);
  useEffect(() => {
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [onScroll]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ScrollTopButton visible={visible} />
    </Suspense>
  );
}

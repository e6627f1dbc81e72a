import { type ReactNode, startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/** How far below (or above) the screen a deferred part starts rendering: about a phone screen ahead. */
export const NEAR_MARGIN = '800px 0px';

/** Whether the browser has an IntersectionObserver does not change. */
const noSubscription = () => () => undefined;

/**
 * Renders `children` only once they come near the screen, or at the first Tab key press (so a keyboard user
 * tabs into them, not past them); until then an empty block of `minHeight` holds their place. For the long
 * parts below the fold (the home page's popular carousels: 2,000 of its 2,300 elements), whose rendering,
 * style and layout were most of the page's main-thread work during the load on a slow phone. Where the
 * browser has no IntersectionObserver, the children render at once.
 */
export function WhenNear({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  // Read as "can observe" on the server and while hydrating (useSyncExternalStore's server snapshot): a page
  // rendered on the server, where there is no IntersectionObserver, and its hydration both draw the placeholder.
  const canObserve = useSyncExternalStore(
    noSubscription,
    () => typeof IntersectionObserver !== 'undefined',
    () => true,
  );
  const [near, setNear] = useState(false);
  const shown = near || !canObserve;
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown || !placeholder.current) return;
    const show = () => setNear(true);
    // Coming near while the user scrolls: rendered in slices (a transition), so the scrolling does not stall.
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && startTransition(show),
      {
        rootMargin: NEAR_MARGIN,
      },
    );
    observer.observe(placeholder.current);
    // Rendered before the key's default action moves the focus, so the focus lands in the part, not past it.
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && flushSync(show);
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [shown]);

  if (shown) return children;
  return <div ref={placeholder} style={{ minHeight }} data-when-near="" />;
}

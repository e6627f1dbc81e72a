import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

/**
 * The history state of a navigation that keeps the scroll position (a filter or search change: the address follows
 * the list on screen, it is not a new page): `setSearchParams(next, { state: KEEP_SCROLL })`.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}

/**
 * Where a scroll position is remembered. Entries made by the app have their own key; the entry a page is
 * loaded into (a link opened in the same tab, a typed address, a reload) is always called 'default', so
 * keying by it made every freshly opened page restore the last one's position (often the footer). That
 * entry is keyed by its address instead: a reload keeps its place, another page opens at the top.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** This tab's saved positions, kept across its reloads (read when the app mounts). */
const STORAGE_KEY = 'nirog-scroll-positions';
let positions: Record<string, number> = {};

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView();
    return element !== null;
  } catch {
    return false;
  }
}

/**
 * Scroll restoration for the app's history (what the data router's ScrollRestoration did): the position of each
 * history entry is remembered while it is on screen (scrollKey) and restored when back or forward returns to it; a
 * new page opens at the top (or at its #hash), but for a navigation made with KEEP_SCROLL. The first page keeps its
 * saved place after a reload, and otherwise the browser's (a page rendered on the server may be scrolled before
 * the app runs).
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** The key of the entry on screen, null before the first page showed. */
  const shown = useRef<string | null>(null);
  /** The location last scrolled for (React's strict mode runs an effect twice). */
  const scrolledFor = useRef<Location | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // The position of the page on screen, as it moves: a navigation's new page is committed before any effect
    // could read the old one's.
    const onScroll = () => {
      if (shown.current !== null) positions[shown.current] = window.scrollY;
    };
    const onPageHide = () => {
      onScroll();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: positions are not kept across a reload.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    if (scrolledFor.current === location) return;
    scrolledFor.current = location;
    const first = shown.current === null;
    if (first) positions = readPositions();
    const key = scrollKey(location);
    shown.current = key;
    const saved = positions[key];
    if ((first || navigationType === 'POP') && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (scrollToHash(location.hash) || first || keepsScroll(location.state)) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);
}

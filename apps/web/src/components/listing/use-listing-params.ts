import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { pageParam } from '../../lib/use-list-params';
import { LISTING_SCROLL_OFFSET_PX } from './listing-constants';
import { KEEP_SCROLL } from '../../lib/scroll-restoration';

export type ListingValues<K extends string> = Record<K, string | undefined>;

/** A listing's filters as the address `params` has them (each key's value, or undefined). */
export function readListingValues<K extends string>(keys: readonly K[], params: URLSearchParams): ListingValues<K> {
  return Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined])) as ListingValues<K>;
}

function reducedMotion() {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls so the element's top sits `offset` px below the top of the window (clear of the sticky header). */
export function scrollIntoViewWithOffset(element: HTMLElement | null, offset = LISTING_SCROLL_OFFSET_PX) {
  if (!element || typeof window.scrollTo !== 'function') return;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: reducedMotion() ? 'auto' : 'smooth' });
}

/**
 * A provider listing's filters, kept in the address bar (spec 2 section 2): the query string always shows the
 * list on screen, so a reload or a shared link shows the same list. Changes replace the history entry and keep
 * the scroll position (the address follows the filters, it is not a new page); a filter change goes back to
 * page 1, and any change brings the list (`listRef`) into view 150 px below the top. Unknown parameters are
 * kept as they are.
 */
export function useListingParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const listRef = useRef<HTMLDivElement>(null);
  const keyList = keys.join(',');

  const values = useMemo(() => readListingValues(keyList.split(',') as K[], params), [params, keyList]);
  const page = pageParam(params.get('page'));

  const write = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true, state: KEEP_SCROLL },
      );
      scrollIntoViewWithOffset(listRef.current);
    },
    [setParams],
  );

  /** Sets (or, with an empty value, removes) filters and goes back to page 1. */
  const setFilters = useCallback(
    (changes: Partial<ListingValues<K>>) =>
      write((next) => {
        for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
      }),
    [write],
  );

  const setPage = useCallback(
    (value: number) =>
      write((next) => {
        if (value > 1) next.set('page', String(value));
        else next.delete('page');
      }),
    [write],
  );

  /** Reset Filter: every filter of this list and the page go. */
  const reset = useCallback(
    () =>
      write((next) => {
        for (const key of keyList.split(',')) next.delete(key);
        next.delete('page');
      }),
    [write, keyList],
  );

  const active = Object.values(values).filter(Boolean).length;
  return { values, page, setFilters, setPage, reset, active, listRef };
}

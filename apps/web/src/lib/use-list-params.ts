import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A positive page number from the address, or 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * A list's filters kept in the address (`?search=&page=...`), so Back and a shared link restore them.
 * Changing a filter goes back to page 1 and replaces the history entry; turning a page adds one.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: !('page' in changes) },
      );
    },
    [setParams],
  );
  return { params, update };
}

/** A list with only a page in the address: the page to load and how to turn it. */
export function useListPage() {
  const { params, update } = useListParams();
  const setPage = useCallback((page: number) => update({ page: String(page) }), [update]);
  return { page: pageParam(params.get('page')), setPage };
}

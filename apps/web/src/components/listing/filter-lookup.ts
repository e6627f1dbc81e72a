import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** Whether the listing's Filters panel is on screen (listing-shell.tsx's FilterPanel provides it). */
export const FiltersShown = createContext(false);

/** Where a filter's choices come from: a reference list's query, and the choices in its answer. */
export interface FilterLookup<R, T, K extends QueryKey = QueryKey> {
  options: UseQueryOptions<R, Error, R, K>;
  pick: (data: R) => T[];
}

/** A filter's lookup: `filterLookup(districtsQueryOptions(), (data) => data.district_lists)`. */
export const filterLookup = <R, T, K extends QueryKey>(
  options: UseQueryOptions<R, Error, R, K>,
  pick: (data: R) => T[],
): FilterLookup<R, T, K> => ({ options, pick });

/** Where a filter's list is: fetching (on a weak network, seconds), or failed with a way to ask again. */
export interface LookupStatus {
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export interface FilterChoices<T> {
  choices: T[];
  status: LookupStatus;
}

/**
 * The choices of a filter with a reference list (districts, states, specialities, hospitals: up to 68 kB): fetched
 * once the Filters panel is on screen, or at once when the address sets this filter (its field shows the chosen
 * name). A phone's first load, with the panel folded, fetches none of them.
 */
export function useFilterChoices<R, T, K extends QueryKey>(
  { options, pick }: FilterLookup<R, T, K>,
  chosen: boolean,
): FilterChoices<T> {
  const shown = useContext(FiltersShown);
  const { data, isPending, isError, refetch, fetchStatus } = useQuery({ ...options, enabled: shown || chosen });
  return {
    choices: data ? pick(data) : [],
    // Pending but not fetching: not asked for yet (the panel folded), nothing to show.
    status: {
      loading: isPending && fetchStatus === 'fetching',
      failed: isError && fetchStatus !== 'fetching',
      retry: () => void refetch(),
    },
  };
}

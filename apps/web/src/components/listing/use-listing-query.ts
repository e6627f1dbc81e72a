import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@nirog/contracts';
import { api } from '../../lib/api-client';

type Query = Record<string, string | number | undefined>;

/** The query of one page of a provider listing: its hook's, and what a server render fetches (listing-page-data.ts). */
export function listingQueryOptions<T>(key: string, path: string, query: Query) {
  return queryOptions({
    queryKey: ['listing', key, query],
    queryFn: ({ signal }) => api.get<Paginated<T>>(path, { query, signal }),
    staleTime: 60_000,
  });
}

/**
 * One page of a provider listing (its `listingQueryOptions`). The query string is the cache key; when the filters change, TanStack
 * Query aborts the superseded request through the signal (spec 2 section 4: a new request cancels the
 * previous one), and the last page stays on screen, marked busy, until the new one arrives.
 */
export function useListingPage<T>(options: ReturnType<typeof listingQueryOptions<T>>) {
  return useQuery({ ...options, placeholderData: keepPreviousData });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@nirog/contracts';
import { api } from '../../lib/api-client';

type Query = Record<string, string | number | undefined>;

/**
 * One page of a provider listing. The query string is the cache key; when the filters change, TanStack
 * Query aborts the superseded request through the signal (spec 2 section 4: a new request cancels the
 * previous one), and the last page stays on screen, marked busy, until the new one arrives.
 */
export function useListingQuery<T>(key: string, path: string, query: Query) {
  return useQuery({
    queryKey: ['listing', key, query],
    queryFn: ({ signal }) => api.get<Paginated<T>>(path, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

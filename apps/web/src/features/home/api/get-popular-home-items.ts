import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopularHomeItemsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';

export const homeKeys = {
  all: ['home'] as const,
  popular: () => [...homeKeys.all, 'popular'] as const,
};

/** `GET /api/home/popular-home-items`: popular products and providers for the home page. */
export function getPopularHomeItems(signal?: AbortSignal): Promise<PopularHomeItemsResponse> {
  return api.get<PopularHomeItemsResponse>('/api/home/popular-home-items', { signal });
}

export const popularHomeItemsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.popular(),
    queryFn: ({ signal }) => getPopularHomeItems(signal),
    staleTime: 5 * 60_000,
  });

/** Errors are silently ignored (spec 1 section 8): the sections just stay hidden. */
export function usePopularHomeItems() {
  return useQuery(popularHomeItemsQueryOptions());
}

import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ProviderKind, ReviewListResponse } from '@nirog/contracts';
import { LISTING_API } from '@nirog/contracts/constants';
import { api, ApiError } from '../../lib/api-client';

/** A profile id from the address: a positive whole number, or null (then the page says "not found"). */
export function profileId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * A profile the api does not show (its 404 and the api's message, "Doctor not found", "This nurse is
 * unavailable" ...): kept as the query's data, not as its error, so that a profile page rendered on the server
 * carries it to the browser (errors are not dehydrated) and its handle can answer HTTP 404.
 */
export interface MissingProvider {
  missing: string;
}

const isMissing = (data: unknown): data is MissingProvider =>
  !!data && typeof data === 'object' && typeof (data as Partial<MissingProvider>).missing === 'string';

/** The query of a provider's profile at `path`; none for an id that is not a number (the page says "not found"). */
export function providerDetailQueryOptions<D>(queryKey: readonly unknown[], path: string, id: number | null) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<D | MissingProvider> => {
      try {
        return await api.get<D>(path, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { missing: error.message };
        throw error;
      }
    },
    enabled: id !== null,
    retry: false,
  });
}

/** True when the profile query in `data` (a query's cached data) found no such provider. */
export const providerMissing = (data: unknown): boolean => isMissing(data);

/**
 * A profile query's result as its pages read it: a provider the api does not show is the query's error (an
 * ApiError 404 with the api's message), as it was before the answer was kept as data.
 */
export function useProviderDetail<D>(options: ReturnType<typeof providerDetailQueryOptions<D>>): UseQueryResult<D> {
  const query = useQuery(options);
  if (!isMissing(query.data)) return query as UseQueryResult<D>;
  return {
    ...query,
    data: undefined,
    status: 'error',
    isError: true,
    isSuccess: false,
    error: new ApiError(404, query.data.missing),
  } as unknown as UseQueryResult<D>;
}

/** `GET /api/review/show/{kind}-review/{id}?page=`: a provider's reviews, newest first. */
export const providerReviewsQueryOptions = (kind: ProviderKind, id: number, page: number) =>
  queryOptions({
    queryKey: ['listing', 'reviews', kind, id, page],
    queryFn: ({ signal }) => api.get<ReviewListResponse>(LISTING_API.reviews(kind, id), { query: { page }, signal }),
  });

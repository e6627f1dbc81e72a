import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@nirog/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { shopKeys } from './keys';

/**
 * `GET /api/product/{slug}/show`: one product with images, details and categories (counts a view); null when
 * there is no such product (404) or it is no longer sold (410), an answer like any other (kept in the cache, and in
 * a page rendered on the server).
 */
export async function getProduct(slug: string, signal?: AbortSignal): Promise<Product | null> {
  try {
    return await api.get<Product | null>(`/api/product/${encodeURIComponent(slug)}/show`, { signal });
  } catch (error) {
    if (error instanceof ApiError && [404, 410].includes(error.status)) return null;
    throw error;
  }
}

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: shopKeys.product(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
  });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}

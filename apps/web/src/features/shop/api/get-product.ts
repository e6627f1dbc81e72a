import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { shopKeys } from './keys';

/** `GET /api/product/{slug}/show`: one product with images, details and categories (counts a view). */
export function getProduct(slug: string, signal?: AbortSignal): Promise<Product | null> {
  return api.get<Product | null>(`/api/product/${encodeURIComponent(slug)}/show`, { signal });
}

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: shopKeys.product(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
  });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}

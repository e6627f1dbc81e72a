import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { shopKeys } from './keys';

/** `GET /api/alternative-brand-product/{productId}`: same generics and strength, other brands, cheapest first. */
export function getAlternativeProducts(productId: number, signal?: AbortSignal): Promise<ProductListResponse> {
  return api.get<ProductListResponse>(`/api/alternative-brand-product/${productId}`, { signal });
}

export const alternativeProductsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: shopKeys.alternatives(productId),
    queryFn: ({ signal }) => getAlternativeProducts(productId, signal),
  });

export function useAlternativeProducts(productId: number | undefined) {
  return useQuery({ ...alternativeProductsQueryOptions(productId ?? 0), enabled: productId !== undefined });
}

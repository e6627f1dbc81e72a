import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSuggestionsResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { shopKeys } from './keys';

/** `GET /api/shop/suggestions?keyword`: names spelled like a keyword that found nothing ("did you mean"). */
export function getShopSuggestions(keyword: string, signal?: AbortSignal): Promise<ShopSuggestionsResponse> {
  return api.get<ShopSuggestionsResponse>('/api/shop/suggestions', { signal, query: { keyword } });
}

export const shopSuggestionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: shopKeys.suggestions(keyword),
    queryFn: ({ signal }) => getShopSuggestions(keyword, signal),
  });

/** Asked only when a search found nothing (`keyword` empty: not asked). */
export function useShopSuggestions(keyword: string) {
  return useQuery({ ...shopSuggestionsQueryOptions(keyword), enabled: keyword !== '' });
}

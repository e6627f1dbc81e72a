import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SliderKind, SliderListResponse } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { shopKeys } from './keys';

/** `GET /api/sliders/{kind}`: the slides of one slider. */
export function getSliders(kind: SliderKind, signal?: AbortSignal): Promise<SliderListResponse> {
  return api.get<SliderListResponse>(`/api/sliders/${kind}`, { signal });
}

export const slidersQueryOptions = (kind: SliderKind) =>
  queryOptions({
    queryKey: shopKeys.sliders(kind),
    queryFn: ({ signal }) => getSliders(kind, signal),
    staleTime: 10 * 60_000,
  });

export function useSliders(kind: SliderKind) {
  return useQuery(slidersQueryOptions(kind));
}

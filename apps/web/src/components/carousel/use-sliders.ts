import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SliderKind, SliderListResponse } from '@nirog/contracts';
import { api } from '../../lib/api-client';

/** Cache keys of the sliders (home, shop and the provider listings' banners). */
export const sliderKeys = {
  all: ['sliders'] as const,
  kind: (kind: SliderKind) => [...sliderKeys.all, kind] as const,
};

/** `GET /api/sliders/{kind}`: the slides of one slider. */
export function getSliders(kind: SliderKind, signal?: AbortSignal): Promise<SliderListResponse> {
  return api.get<SliderListResponse>(`/api/sliders/${kind}`, { signal });
}

export const slidersQueryOptions = (kind: SliderKind) =>
  queryOptions({
    queryKey: sliderKeys.kind(kind),
    queryFn: ({ signal }) => getSliders(kind, signal),
    staleTime: 10 * 60_000,
  });

export function useSliders(kind: SliderKind) {
  return useQuery(slidersQueryOptions(kind));
}

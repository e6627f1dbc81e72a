import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSlider, SliderKind } from '@nirog/contracts';
import { api } from '../../../lib/api-client';
import { CATALOG_API, catalogKeys } from './query-keys';

/** `GET /api/admin/catalog/sliders?kind=`: every slide of that kind, active or not, in order. */
export function getAdminSliders(kind: SliderKind, signal?: AbortSignal) {
  return api.get<AdminSlider[]>(`${CATALOG_API}/sliders`, { query: { kind }, signal });
}

export function adminSlidersQueryOptions(kind: SliderKind) {
  return queryOptions({
    queryKey: catalogKeys.sliderList(kind),
    queryFn: ({ signal }) => getAdminSliders(kind, signal),
    staleTime: 30_000,
  });
}

export function useAdminSliders(kind: SliderKind) {
  return useQuery(adminSlidersQueryOptions(kind));
}

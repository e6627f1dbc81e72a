import { catalogKeys } from './query-keys';
import { useCatalogWrite } from './use-catalog-write';

/** A slide write: every slider list is refetched (a slide may move between kinds). */
export function useSliderWrite<TInput, TAnswer extends { message: string }>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
) {
  return useCatalogWrite(mutationFn, () => [catalogKeys.sliders()]);
}

import { catalogKeys } from './query-keys';
import { useCatalogWrite } from './use-catalog-write';

/** A category write: the categories are refetched, and so are product lists (they filter by category). */
export function useCategoryWrite<TInput, TAnswer extends { message: string }>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
) {
  return useCatalogWrite(mutationFn, () => [catalogKeys.categories(), [...catalogKeys.products(), 'list']]);
}

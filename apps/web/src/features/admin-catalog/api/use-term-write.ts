import type { CatalogTermKind } from '@nirog/contracts';
import { catalogKeys } from './query-keys';
import { useCatalogWrite } from './use-catalog-write';

/** A generic, brand or medicine type write: that kind's lists are refetched, and the product lists that show it. */
export function useTermWrite<TInput extends { kind: CatalogTermKind }, TAnswer extends { message: string }>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
) {
  return useCatalogWrite(mutationFn, ({ kind }) => [catalogKeys.terms(kind), [...catalogKeys.products(), 'list']]);
}

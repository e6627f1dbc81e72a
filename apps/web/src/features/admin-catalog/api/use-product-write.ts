import type { AdminProductWriteResponse } from '@nirog/contracts';
import { catalogKeys } from './query-keys';
import { useCatalogWrite } from './use-catalog-write';

/** A write on one product: the answer replaces the cached product and the lists are refetched. */
export function useProductWrite<TInput>(mutationFn: (input: TInput) => Promise<AdminProductWriteResponse>) {
  return useCatalogWrite(
    mutationFn,
    () => [[...catalogKeys.products(), 'list']],
    (answer, queryClient) => queryClient.setQueryData(catalogKeys.product(answer.data.id), answer.data),
  );
}

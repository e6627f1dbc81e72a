import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A catalog write: on success the lists it changes are refetched (`stale` keys), and `onAnswer` can put
 * the fresh record straight into the cache. Every write answers `{ message, ... }` for the toast.
 */
export function useCatalogWrite<TInput, TAnswer extends { message: string }>(
  mutationFn: (input: TInput) => Promise<TAnswer>,
  stale: (input: TInput) => QueryKey[],
  onAnswer?: (answer: TAnswer, queryClient: ReturnType<typeof useQueryClient>) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer, input) => {
      onAnswer?.(answer, queryClient);
      await Promise.all(stale(input).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

import { useMemo } from 'react';
import { pageParam, useListParams } from '../../../lib/use-list-params';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/**
 * A queue's filters in the address (`?status=&customer=&page=`), so Back and a shared link restore them.
 * Changing a filter goes back to page 1.
 */
export function useQueueFilters<TStatus extends string>(statuses: readonly TStatus[]) {
  const { params, update } = useListParams();
  const filters = useMemo(
    () => ({
      page: pageParam(params.get('page')),
      status: oneOf(statuses, params.get('status')),
      customer: params.get('customer')?.trim() || undefined,
    }),
    [params, statuses],
  );
  return { filters, update };
}

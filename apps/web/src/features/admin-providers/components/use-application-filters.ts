import { useMemo } from 'react';
import { PROVIDER_KINDS, PROVIDER_STATUSES, type ProviderKind, type ProviderStatus } from '@nirog/contracts';
import { pageParam, useListParams } from '../../../lib/use-list-params';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** The queue's filters in the address (`?kind=&status=&page=`), so Back and a shared link restore them. */
export function useApplicationFilters() {
  const { params, update } = useListParams();
  const filters = useMemo(
    () => ({
      page: pageParam(params.get('page')),
      kind: oneOf<ProviderKind>(PROVIDER_KINDS, params.get('kind')),
      status: oneOf<ProviderStatus>(PROVIDER_STATUSES, params.get('status')),
    }),
    [params],
  );
  return { filters, update };
}

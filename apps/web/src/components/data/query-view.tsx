import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListSkeleton } from './list-skeleton';
import { QueryError } from './query-error';

/**
 * The states of a list read from the server: a skeleton while the first answer comes, the error with a retry
 * (an answer already shown stays when a later read fails), the empty state, or the items. `items` picks the
 * list out of the answer (a page's `data`, or the answer itself for a list read whole).
 */
export function QueryView<TData, TItem>({
  query,
  items,
  empty,
  skeletonRows = 4,
  children,
}: {
  query: UseQueryResult<TData>;
  items: (data: TData) => TItem[];
  empty: ReactNode;
  skeletonRows?: number;
  children: (items: TItem[], data: TData) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  if (query.data === undefined) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const rows = items(query.data);
  if (rows.length === 0) return <>{empty}</>;
  return <>{children(rows, query.data)}</>;
}

/** `items` of a list read whole. */
export const wholeList = <T,>(rows: T[]) => rows;

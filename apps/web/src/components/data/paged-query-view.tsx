import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paginated } from '@nirog/contracts';
import { ListPagination, type PaginationLabels } from './list-pagination';
import { ListSkeleton } from './list-skeleton';
import { QueryError } from './query-error';

/**
 * The states of one page of a paginated list: a skeleton while the first answer comes, the error with a
 * retry (a later page's failure keeps the shown page), the empty state, or the items with the page
 * buttons; the items are marked busy while the next page loads.
 */
export function PagedQueryView<T>({
  query,
  empty,
  onPageChange,
  skeletonRows = 4,
  paginationLabels,
  children,
}: {
  query: UseQueryResult<Paginated<T>>;
  empty: ReactNode;
  onPageChange: (page: number) => void;
  skeletonRows?: number;
  /** The count line's own words ("of 57 people"). */
  paginationLabels?: PaginationLabels;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  if (query.isError && !query.data) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data || query.data.data.length === 0) return <>{empty}</>;
  return (
    <>
      <div aria-busy={query.isPlaceholderData || undefined}>{children(query.data.data)}</div>
      <ListPagination page={query.data} onChange={onPageChange} labels={paginationLabels} />
    </>
  );
}

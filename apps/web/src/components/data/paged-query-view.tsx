import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paginated } from '@nirog/contracts';
import { ListPagination, type PaginationLabels } from './list-pagination';
import { QueryView } from './query-view';

const pageItems = <T,>(page: Paginated<T>) => page.data;

/**
 * One page of a paginated list in its states (QueryView): the items with the page buttons, marked busy while
 * the next page loads; a later page's failure keeps the shown page.
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
  return (
    <QueryView query={query} items={pageItems<T>} empty={empty} skeletonRows={skeletonRows}>
      {(items, page) => (
        <>
          <div aria-busy={query.isPlaceholderData || undefined}>{children(items)}</div>
          <ListPagination page={page} onChange={onPageChange} labels={paginationLabels} />
        </>
      )}
    </QueryView>
  );
}

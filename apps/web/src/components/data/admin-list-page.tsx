import { Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paginated } from '@nirog/contracts';
import { AdminPageHeading } from './admin-page-heading';
import { EmptyState } from './empty-state';
import type { PaginationLabels } from './list-pagination';
import { PagedQueryView } from './paged-query-view';
import { QueryView, wholeList } from './query-view';

/** What an admin list shows when it has no rows, with a way back (show all, first page) when one helps. */
export interface AdminListEmpty {
  icon: Icon;
  title: string;
  text?: string;
  action?: { label: string; onClick: () => void };
}

/** The rows of a paginated list, a page at a time. */
interface PagedRows<T> {
  query: UseQueryResult<Paginated<T>>;
  onPageChange: (page: number) => void;
  paginationLabels?: PaginationLabels;
}

/** The rows of a short list read whole (the shop's categories, a slider's slides): no page buttons. */
interface WholeRows<T> {
  query: UseQueryResult<T[]>;
  onPageChange?: undefined;
  paginationLabels?: undefined;
}

const isPaged = <T,>(rows: PagedRows<T> | WholeRows<T>): rows is PagedRows<T> => rows.onPageChange !== undefined;

/**
 * A back-office list page: the heading (title, reading spinner, intro, the page's action), the filters,
 * then the rows (a page of them with the page buttons, or the whole short list) as a table (cards on a phone
 * when the page has them), placeholders while the first answer comes, the error with a retry, or the empty state.
 */
export function AdminListPage<T>({
  title,
  intro,
  aside,
  filters,
  empty,
  skeletonRows,
  table,
  cards,
  children,
  ...rows
}: (PagedRows<T> | WholeRows<T>) & {
  title: string;
  intro?: ReactNode;
  /** At the end of the title's line (a New button). */
  aside?: ReactNode;
  /** Between the heading and the rows (filters, tabs, counts). */
  filters?: ReactNode;
  empty: AdminListEmpty;
  skeletonRows?: number;
  /** The rows as a table, or as any block that lists them (a grid of cards). */
  table: (rows: T[]) => ReactNode;
  /** The rows on a phone (the table otherwise). */
  cards?: (rows: T[]) => ReactNode;
  /** After the list (the page's dialogs). */
  children?: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const emptyState = (
    <EmptyState
      icon={<empty.icon size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
      title={empty.title}
      text={empty.text}
      action={
        empty.action && (
          <Button variant="light" onClick={empty.action.onClick}>
            {empty.action.label}
          </Button>
        )
      }
    />
  );
  const show = (items: T[]) => (phone && cards ? cards(items) : table(items));
  return (
    <Stack gap="md">
      <AdminPageHeading
        title={title}
        intro={intro}
        aside={aside}
        busy={rows.query.isFetching && !rows.query.isPending}
      />
      {filters}
      {isPaged(rows) ? (
        <PagedQueryView
          query={rows.query}
          onPageChange={rows.onPageChange}
          paginationLabels={rows.paginationLabels}
          skeletonRows={skeletonRows}
          empty={emptyState}
        >
          {show}
        </PagedQueryView>
      ) : (
        <QueryView query={rows.query} items={wholeList<T>} skeletonRows={skeletonRows} empty={emptyState}>
          {show}
        </QueryView>
      )}
      {children}
    </Stack>
  );
}

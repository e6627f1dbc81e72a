import { Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paginated } from '@nirog/contracts';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminPageHeading } from './admin-page-heading';
import { EmptyState } from './empty-state';
import type { PaginationLabels } from './list-pagination';
import { PagedQueryView } from './paged-query-view';

/** What an admin list shows when it has no rows, with a way back (show all, first page) when one helps. */
export interface AdminListEmpty {
  icon: Icon;
  title: string;
  text?: string;
  action?: { label: string; onClick: () => void };
}

/**
 * A back-office list page: the heading (title, reading spinner, intro, the page's action), the filters,
 * then the rows of the page as a table (cards on a phone when the page has them) with the page buttons,
 * placeholders while the first answer comes, the error with a retry, or the empty state.
 */
export function AdminListPage<T>({
  title,
  intro,
  aside,
  filters,
  query,
  onPageChange,
  paginationLabels,
  empty,
  table,
  cards,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** At the end of the title's line (a New button). */
  aside?: ReactNode;
  /** Between the heading and the rows (filters, tabs, counts). */
  filters?: ReactNode;
  query: UseQueryResult<Paginated<T>>;
  onPageChange: (page: number) => void;
  paginationLabels?: PaginationLabels;
  empty: AdminListEmpty;
  table: (rows: T[]) => ReactNode;
  /** The rows on a phone (the table otherwise). */
  cards?: (rows: T[]) => ReactNode;
  /** After the list (the page's dialogs). */
  children?: ReactNode;
}) {
  usePageTitle(title);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Stack gap="md">
      <AdminPageHeading title={title} intro={intro} aside={aside} busy={query.isFetching && !query.isPending} />
      {filters}
      <PagedQueryView
        query={query}
        onPageChange={onPageChange}
        paginationLabels={paginationLabels}
        empty={
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
        }
      >
        {(rows) => (phone && cards ? cards(rows) : table(rows))}
      </PagedQueryView>
      {children}
    </Stack>
  );
}

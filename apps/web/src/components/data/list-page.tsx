import { Button, Group, Stack, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Paginated } from '@nirog/contracts';
import { PaymentReturnAlert } from '../payments/payment-return-alert';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from './empty-state';
import { PagedQueryView } from './paged-query-view';

/** A button that opens another page (send a new request, go to the shop, book a doctor). */
export interface ListLink {
  label: string;
  to: string;
  icon?: Icon;
}

export interface ListEmpty {
  icon?: Icon;
  title: string;
  text?: string;
  /** Where to go from an empty list; the page's `primary` link when not given. */
  action?: ListLink;
}

function LinkButton({ link }: { link: ListLink }) {
  return (
    <Button component={Link} to={link.to} leftSection={link.icon && <link.icon size={16} aria-hidden="true" />}>
      {link.label}
    </Button>
  );
}

/**
 * A page of the user's own list (orders, prescriptions, medicine requests, earnings, bookings) or a provider's
 * (a doctor's, nurse's or ambulance owner's bookings): the title with the page's own action, the rows of the page
 * from the address with the page buttons, placeholders while the first answer comes, the error with a retry, or
 * the empty state with a way on. The payment-return alert where a payment can come back to this list.
 * Back-office lists have their own shell (`AdminListPage`).
 */
export function ListPage<T extends { id: number }>({
  title,
  titleSize = 'h3',
  intro,
  titleAside,
  primary,
  toolbar,
  paymentReturn = false,
  query,
  onPageChange,
  skeletonRows = 4,
  empty,
  rows,
  card,
}: {
  title: string;
  titleSize?: 'h2' | 'h3';
  /** A line under the title. */
  intro?: ReactNode;
  /** Shown at the end of the title's line (a link to a related list). */
  titleAside?: ReactNode;
  /** The page's own action (upload, send a new request): on the title's line once there are rows, else in the empty state. */
  primary?: ListLink;
  /** Shown between the title and the list (a view switch). */
  toolbar?: ReactNode;
  paymentReturn?: boolean;
  query: UseQueryResult<Paginated<T>>;
  onPageChange: (page: number) => void;
  skeletonRows?: number;
  empty: ListEmpty;
  /** The page's rows as one block (a table, or cards on a phone); or `card`, one per row, stacked. */
  rows?: (items: T[]) => ReactNode;
  card?: (row: T) => ReactNode;
}) {
  usePageTitle(title);
  const hasRows = (query.data?.data.length ?? 0) > 0;
  const aside = titleAside ?? (primary && hasRows ? <LinkButton link={primary} /> : undefined);
  const heading = (
    <div>
      <Title order={1} size={titleSize}>
        {title}
      </Title>
      {intro}
    </div>
  );
  const emptyAction = empty.action ?? primary;
  return (
    <Stack gap="md">
      {paymentReturn && <PaymentReturnAlert />}
      {aside ? (
        <Group justify="space-between" gap="sm">
          {heading}
          {aside}
        </Group>
      ) : (
        heading
      )}
      {toolbar}
      <PagedQueryView
        query={query}
        skeletonRows={skeletonRows}
        onPageChange={onPageChange}
        empty={
          <EmptyState
            icon={
              empty.icon && <empty.icon size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />
            }
            title={empty.title}
            text={empty.text}
            action={emptyAction && <LinkButton link={emptyAction} />}
          />
        }
      >
        {(items) =>
          rows ? (
            rows(items)
          ) : (
            <Stack gap="md">
              {items.map((row) => (
                <Fragment key={row.id}>{card?.(row)}</Fragment>
              ))}
            </Stack>
          )
        }
      </PagedQueryView>
    </Stack>
  );
}

import { Button, Group, Stack, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Paginated } from '@nirog/contracts';
import { EmptyState } from '../data/empty-state';
import { PagedQueryView } from '../data/paged-query-view';
import { PaymentReturnAlert } from '../payments/payment-return-alert';
import { usePageTitle } from '../../lib/use-page-title';

export interface BookingListEmpty {
  icon?: Icon;
  title: string;
  text: string;
  /** Where to go to book (the patient's lists). */
  action?: { label: string; to: string };
}

/**
 * A list of bookings, the patient's own or a provider's (doctor, nurse, ambulance): the title, one card per
 * booking with the page from the address (`useListPage`), placeholders, or an empty state. The payment-return
 * alert where a payment can come back to this list.
 */
export function BookingListPage<T extends { id: number }>({
  title,
  titleSize = 'h3',
  titleAside,
  toolbar,
  paymentReturn = false,
  query,
  onPageChange,
  skeletonRows = 4,
  empty,
  card,
}: {
  title: string;
  titleSize?: 'h2' | 'h3';
  /** Shown at the end of the title's line (a link to a related list). */
  titleAside?: ReactNode;
  /** Shown between the title and the list (a view switch). */
  toolbar?: ReactNode;
  paymentReturn?: boolean;
  query: UseQueryResult<Paginated<T>>;
  onPageChange: (page: number) => void;
  skeletonRows?: number;
  empty: BookingListEmpty;
  card: (row: T) => ReactNode;
}) {
  usePageTitle(title);
  const heading = (
    <Title order={1} size={titleSize}>
      {title}
    </Title>
  );
  return (
    <Stack gap="md">
      {paymentReturn && <PaymentReturnAlert />}
      {titleAside ? (
        <Group justify="space-between" gap="sm">
          {heading}
          {titleAside}
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
            action={
              empty.action && (
                <Button component={Link} to={empty.action.to}>
                  {empty.action.label}
                </Button>
              )
            }
          />
        }
      >
        {(items) => (
          <Stack gap="md">
            {items.map((row) => (
              <Fragment key={row.id}>{card(row)}</Fragment>
            ))}
          </Stack>
        )}
      </PagedQueryView>
    </Stack>
  );
}

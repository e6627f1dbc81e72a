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

/**
 * A patient's list of their own bookings (doctor, nurse, ambulance): the payment-return alert, the title,
 * one card per booking with the page from the address, or an empty state pointing to where to book.
 */
export function MyBookingsList<T extends { id: number }>({
  title,
  titleAside,
  query,
  onPageChange,
  empty,
  card,
}: {
  title: string;
  /** Shown at the end of the title's line (a link to a related list). */
  titleAside?: ReactNode;
  /** One page of the bookings (the page from `useListPage`). */
  query: UseQueryResult<Paginated<T>>;
  onPageChange: (page: number) => void;
  empty: { icon: Icon; title: string; text: string; action: string; to: string };
  card: (row: T) => ReactNode;
}) {
  usePageTitle(title);
  const heading = (
    <Title order={1} size="h3">
      {title}
    </Title>
  );
  return (
    <Stack gap="md">
      <PaymentReturnAlert />
      {titleAside ? (
        <Group justify="space-between" gap="sm">
          {heading}
          {titleAside}
        </Group>
      ) : (
        heading
      )}
      <PagedQueryView
        query={query}
        skeletonRows={4}
        onPageChange={onPageChange}
        empty={
          <EmptyState
            icon={<empty.icon size={48} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />}
            title={empty.title}
            text={empty.text}
            action={
              <Button component={Link} to={empty.to}>
                {empty.action}
              </Button>
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

import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SliderKind } from '@nirog/contracts';
import { ListingShell, type ListingState } from '../../../components/listing/listing-shell';
import { useCareFormat } from '../../../components/listing/use-care-format';
import { DirectoryCard } from './directory-card';

interface DirectoryItem {
  id: number;
  /** Where the item's doctors are listed. */
  to: string;
  name: string;
  logo: string | null;
  text?: string;
}

/**
 * A directory of what doctors are listed by (specialities, hospitals): one search box, three columns of
 * cards each linking to its doctors, and "View all" to the whole doctor list.
 */
export function DirectoryListing<T>({
  title,
  searchLabel,
  slider,
  allDoctors,
  listing,
  query,
  toItem,
  children,
}: {
  title: string;
  searchLabel: string;
  slider: SliderKind;
  /** The doctor list "View all" opens. */
  allDoctors: string;
  listing: ListingState;
  query: UseQueryResult<T[]>;
  toItem: (item: T) => DirectoryItem;
  children?: ReactNode;
}) {
  const f = useCareFormat();
  return (
    <ListingShell<T>
      title={title}
      intro={
        <Button
          component={Link}
          to={allDoctors}
          variant="light"
          mt="sm"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {f.t('listings.specialists.viewAll')}
        </Button>
      }
      slider={{ kind: slider, label: f.t('listings.shell.sliderLabel') }}
      search={{ label: searchLabel }}
      listing={listing}
      query={query}
      cols={{ base: 1, sm: 2, lg: 3 }}
      itemKey={(item) => toItem(item).id}
      renderItem={(item) => {
        const { id: _id, ...card } = toItem(item);
        return <DirectoryCard {...card} />;
      }}
    >
      {children}
    </ListingShell>
  );
}

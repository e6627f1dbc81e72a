import type { SliderKind } from '@nirog/contracts';
import type { PageData, PageQuery } from '../../lib/page-data';
import { pageParam } from '../../lib/use-list-params';
import { slidersQueryOptions } from '../carousel/use-sliders';
import { type ListingValues, readListingValues } from './use-listing-params';

/** What a provider listing's first render reads, told to the server render (`listingPageData`). */
export interface ListingPageQueries<K extends string> {
  /** The listing's address-bar names (`useListingParams`'s). */
  keys: readonly K[];
  /** The banner slider above the list. */
  slider: SliderKind;
  /** The query of the list's page the address asks for (the one its hook reads). */
  list: (values: ListingValues<K>, page: number) => PageQuery;
  /** The filters' reference lists the address needs for the names of its chosen filters (filter-lookup.ts). */
  lookups?: (values: ListingValues<K>) => PageQuery[];
}

/**
 * A provider listing's `handle`: rendered on the server, then hydrated, like the shop's landing pages, with its
 * slider and the page of its list the address asks for; the filters' reference lists only when the address
 * chose one of them (otherwise the browser fetches them once the Filters panel is on screen).
 */
export function listingPageData<K extends string>({ keys, slider, list, lookups }: ListingPageQueries<K>): PageData {
  return {
    serverRendered: true,
    stylesheets: 'listings',
    queries: ({ searchParams }) => {
      const values = readListingValues(keys, searchParams);
      return [
        slidersQueryOptions(slider),
        list(values, pageParam(searchParams.get('page'))),
        ...(lookups?.(values) ?? []),
      ];
    },
  };
}

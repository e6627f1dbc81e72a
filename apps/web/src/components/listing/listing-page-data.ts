import type { ProviderKind, SliderKind } from '@nirog/contracts';
import type { PageData, PageQuery } from '../../lib/page-data';
import { pageParam } from '../../lib/use-list-params';
import { slidersQueryOptions } from '../carousel/use-sliders';
import { profileId, providerMissing, providerReviewsQueryOptions } from './provider-detail';
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

/** What a provider's profile page reads first: its profile call (provider-detail.ts) and its reviews' kind. */
export interface ProfilePageQueries {
  kind: ProviderKind;
  /** The profile's query for the address's id (the one the page's hook reads). */
  detail: (id: number | null) => PageQuery & { queryKey: readonly unknown[] };
}

/**
 * A provider profile's `handle` (doctor, nurse, ambulance): rendered on the server, then hydrated, like the
 * listings (build/route-chunks.ts PROFILE_PAGES), with the profile and the first page of its reviews; an id that is no
 * number, or a provider the api does not show, is the page's "not found" message with HTTP 404.
 */
export function profilePageData({ kind, detail }: ProfilePageQueries): PageData {
  return {
    serverRendered: true,
    stylesheets: 'profiles',
    queries: ({ params }) => {
      const id = profileId(params.id);
      return id === null ? [] : [detail(id), providerReviewsQueryOptions(kind, id, 1)];
    },
    missing: ({ params }, client) => {
      const id = profileId(params.id);
      return id === null || providerMissing(client.getQueryData(detail(id).queryKey));
    },
  };
}

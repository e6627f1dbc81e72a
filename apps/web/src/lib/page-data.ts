import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** Where a page is: its route's parameters and the address's query string. */
export interface PageMatch {
  params: Params;
  searchParams: URLSearchParams;
}

/** A query a page's first render reads: the query options its hook uses (a list or an infinite list). */
export type PageQuery =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options, whatever its data
  FetchQueryOptions<any, any, any, any> | FetchInfiniteQueryOptions<any, any, any, any, any>;

/**
 * What a route says about its data, in its `handle` (a page module exports it as `handle`): the one place that
 * lists the queries of a page's first render, read by the server render (entry-server.tsx, issue 11).
 */
export interface PageData {
  /**
   * Rendered on the server, then hydrated: the landing pages (`/`, `/shop`, a product, the cart, login), /register,
   * the provider listings and profiles (components/listing/listing-page-data.ts) and the static pages
   * (app/site-routes.tsx). Not the join wizards: they are the logged-in user's (a guest is sent to the login), and
   * the server does not know who is logged in (the session is in the browser's storage).
   */
  serverRendered?: boolean;
  /**
   * The stylesheets its HTML links for its first paint (build/route-chunks.ts): the landing pages' chunks' (the
   * default), the provider listings', the provider profiles' or the static pages'.
   */
  stylesheets?: 'shop' | 'listings' | 'profiles' | 'static';
  /** The queries the route's first render reads (its hooks' own query options); the server fetches them first. */
  queries?: (match: PageMatch) => PageQuery[];
  /** True when the fetched data says there is nothing at this address (an unknown product): HTTP 404. */
  missing?: (match: PageMatch, client: QueryClient) => boolean;
  /**
   * Its data counts every visit (a product's views, read by the popular lists): a visit served a kept rendering
   * asks the api for the page's queries again (answered from its cache), as the browser did.
   */
  countsVisits?: boolean;
}

/** A route's `handle` as PageData (routes without one have none of it). */
export function pageDataOf(handle: unknown): PageData {
  return handle && typeof handle === 'object' ? (handle as PageData) : {};
}

/** Fetches one page query into `client` (an infinite list's first page, or the query); rejects when it fails. */
export async function fetchPageQuery(client: QueryClient, query: PageQuery): Promise<void> {
  if ('initialPageParam' in query) await client.fetchInfiniteQuery(query as FetchInfiniteQueryOptions);
  else await client.fetchQuery(query as FetchQueryOptions);
}

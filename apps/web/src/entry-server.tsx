/**
 * The server entry of the web app (issue 11), built by `vite build --ssr` into dist-server/ and loaded by the api
 * (plugins/static-web.ts): renders the landing pages (routes whose handle says `serverRendered`, lib/page-data.ts)
 * with the app's own routes and components, so their largest element paints from the HTML, before any script runs;
 * the browser then hydrates them (main.tsx).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { Language } from '@nirog/contracts';
import { LISTING_PAGES, PROFILE_PAGES, SHOP_ROUTES, STATIC_PAGES } from '../build/route-chunks';
import { AppShell } from './app/app';
import { bengaliFonts, chunkStylesheets, fillDocument, type Manifest, type PageState } from './app/page-document';
import { AppRoutes, appRoutes, loadPage, pageParams } from './app/router';
import { showLanguage } from './i18n';
import { setApiTransport } from './lib/api-client';
import { fetchPageQuery, pageDataOf, type PageMatch, type PageQuery } from './lib/page-data';
import { PageTitleSink } from './lib/use-page-title';
import { useLanguageStore } from './stores/language';

export interface RenderedPage {
  status: number;
  html: string;
  /**
   * For a page whose data counts each visit (a product's views): asks the api for that data again, as the browser
   * would have, so that a visit served this page's HTML again is counted. The api answers from its cache.
   */
  revisit?: () => Promise<void>;
}

export interface PageRenderer {
  /**
   * The page at `url` (path and query) in `language`, as HTML; null when the address is not a page rendered on
   * the server (the api then answers index.html). Rejects when the page could not be rendered.
   */
  render(url: string, language: Language): Promise<RenderedPage | null>;
}

export interface PageRendererOptions {
  /** The built web app (index.html and .vite/manifest.json). */
  webDist: string;
  /** Answers the app's API calls in-process (the api's own routes, never the network). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

const ORIGIN = 'http://nirog.invalid';

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** A page's queries asked again, their answers dropped (a reused page's visit counted by the api). */
async function refetch(queries: PageQuery[]): Promise<void> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(queries.map((q) => fetchPageQuery(client, q)));
  client.clear();
}

export function createPageRenderer({ webDist, fetch }: PageRendererOptions): PageRenderer {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  // The landing pages share most of their chunks (login's imports the shop's, the product's and the home's): each
  // rendered page links them all, so whichever page comes first paints with its styles.
  const pageStylesheets = (pages: readonly string[]) =>
    chunkStylesheets(
      manifest,
      pages.map((page) => `src/${page}.tsx`),
    );
  // The provider listings likewise share their chunks (and import the landing pages'): each links them all.
  const stylesheets = {
    shop: pageStylesheets(SHOP_ROUTES.map(([, page]) => page)),
    listings: pageStylesheets(LISTING_PAGES),
    // A profile's chunks import the listings': its stylesheets come with them.
    profiles: pageStylesheets(PROFILE_PAGES),
    // The static pages' own chunks and those they import (the landing pages', the listings').
    static: pageStylesheets(STATIC_PAGES),
  };
  const fonts = bengaliFonts(manifest);
  setApiTransport(fetch);

  async function renderPage(url: string, language: Language): Promise<RenderedPage | null> {
    const address = new URL(url, ORIGIN);
    if (!matchRoutes(appRoutes, address.pathname)) return null;
    // The page's modules (and the table of the site's other pages, for a listing), loaded before the render (which
    // then draws the page at once), with their handles.
    const pageData = (await loadPage(address.pathname)).map(pageDataOf);
    if (!pageData.at(-1)?.serverRendered) return null;

    // The language and the stores are the app's (one per process): pages are rendered one at a time (below).
    await showLanguage(language);
    useLanguageStore.setState({ language });

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const match: PageMatch = { params: await pageParams(address.pathname), searchParams: address.searchParams };
    const queries = pageData.flatMap((data) => data.queries?.(match) ?? []);
    await Promise.all(queries.map((q) => fetchPageQuery(client, q)));
    const missing = pageData.some((data) => data.missing?.(match, client));

    let title: string | undefined;
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <PageTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
        <AppShell queryClient={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppShell>
      </PageTitleSink.Provider>,
      {
        onError: (error) => void errors.push(error),
        // Every part in place, in order. Past this many bytes React sends a finished part that was waiting (the
        // footer, loaded on its own in the browser) apart, put in place by an inline script, which the CSP blocks:
        // the browser would then render that part again, with an error (React's #419).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const markup = await text(prelude);
    // A part that failed would be rendered again in the browser, with an error in its console: not served.
    if (errors.length > 0) throw errors[0];

    const state: PageState = { language, queries: dehydrate(client) };
    return {
      status: missing ? 404 : 200,
      revisit: pageData.some((data) => data.countsVisits) ? () => refetch(queries) : undefined,
      html: fillDocument(template, {
        language,
        title,
        stylesheets: stylesheets[pageData.at(-1)?.stylesheets ?? 'shop'],
        fonts: language === 'bn' ? fonts : [],
        markup,
        state,
      }),
    };
  }

  let queue: Promise<unknown> = Promise.resolve();
  return {
    render(url, language) {
      const page = queue.then(() => renderPage(url, language));
      queue = page.catch(() => undefined);
      return page;
    },
  };
}

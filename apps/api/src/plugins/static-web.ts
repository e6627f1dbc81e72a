import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isWebRoute, type Language } from '@nirog/contracts';
import { LANGUAGE_COOKIE } from '@nirog/contracts/constants';
import { notFound } from '../lib/errors';

const API_PREFIXES = ['/api/', '/payment/', '/storage/', '/dev/', '/sanctum/'];
const isApiPath = (url: string) => url === '/api' || API_PREFIXES.some((p) => url.startsWith(p));

/** What the web app's server entry (apps/web/src/entry-server.tsx) offers. */
interface RenderedPage {
  status: number;
  html: string;
  /** For a page whose data counts each visit (a product's views): counts a visit served this page again. */
  revisit?: () => Promise<void>;
}
interface PageRenderer {
  render(url: string, language: Language): Promise<RenderedPage | null>;
}
interface ServerEntry {
  createPageRenderer(options: {
    webDist: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): PageRenderer;
}

export interface RenderedPagesOptions {
  /** The web app's server entry; default: dist-server/entry-server.js beside the web app's dist/. */
  serverEntry?: string;
  /** How long a rendered page is reused (the shop's answers' time, catalog.cache.ts); 0: rendered every time. */
  ttlMs: number;
  /** The version of the data the pages show (a catalogue write changes it): part of the cache key. */
  version: () => number;
}

/** Rendered pages kept at most (by the length of their HTML): a few hundred pages. */
const PAGE_CACHE_CHARS = 32 * 1024 * 1024;
/**
 * Renders waiting at most (a page takes some 20 ms of CPU; the web app renders one at a time): beyond that a page
 * gets index.html and is drawn by the browser, so a burst of distinct pages (a crawler) never queues visitors.
 */
const MAX_WAITING_RENDERS = 8;
/** Longer addresses are rendered but not kept (a shop search's keyword is at most 100 characters). */
const PAGE_CACHE_MAX_URL = 512;

/** The visitor's language: the web app's cookie (stores/language.ts), else English. */
export function cookieLanguage(request: FastifyRequest): Language {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|bn)(?:;|$)`).exec(request.headers.cookie ?? '');
  return match?.[1] === 'bn' ? 'bn' : 'en';
}

/** The app's API calls made by a server render, answered by this app in-process (its routes and caches). */
function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const empty = [204, 205, 304].includes(answer.statusCode);
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A rendered page's compressed copies, made once per page (pages are kept, cached below). */
const compressed = new WeakMap<RenderedPage, { br?: Buffer; gzip?: Buffer }>();

/**
 * The page as the browser accepts it: brotli (quality 4, as plugins/compress.ts) or gzip. The compress plugin's
 * hook runs for routes only, not for this not-found handler.
 */
function encoded(page: RenderedPage, accepted: string): { encoding?: 'br' | 'gzip'; body: string | Buffer } {
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (!encoding) return { body: page.html };
  const copies = compressed.get(page) ?? {};
  compressed.set(page, copies);
  copies[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(page.html);
  return { encoding, body: copies[encoding] };
}

/** The web app's page renderer, or null when its server bundle is not built (dev, or a build without it). */
async function loadRenderer(app: FastifyInstance, webDist: string, serverEntry: string): Promise<PageRenderer | null> {
  if (!existsSync(serverEntry)) return null;
  try {
    const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
    return entry.createPageRenderer({ webDist, fetch: inProcessFetch(app) });
  } catch (err) {
    app.log.error({ err, serverEntry }, 'web server entry not loaded: pages are rendered in the browser');
    return null;
  }
}

/**
 * Serves the built web app and answers every other non-API path with index.html, so deep
 * links such as /profile/my-order load the app; a path that is none of the app's pages (WEB_ROUTES) gets
 * index.html with status 404. API paths that match nothing get a JSON 404.
 *
 * The landing pages (`/`, `/shop`, a product, the cart, login: issue 11) are rendered here by the web app's server
 * entry in the visitor's language (its cookie), their data fetched from this app in-process, and hydrated in the
 * browser; the HTML is kept per address and language like the shop's answers. Without the server entry, or when a
 * render fails (logged), they get index.html like every other page.
 *
 * The build writes brotli and gzip copies beside each text asset (`x.js.br`, `x.js.gz`, vite.config.ts);
 * a browser that accepts one gets it as it is (`preCompressed`), with `Vary: Accept-Encoding`. Files
 * under `assets/` have a content hash in their name and are cached for a year; index.html and the
 * other files are revalidated on every use. A rendered page is compressed once, when first sent.
 */
export const staticWebPlugin = fp<{ webDist: string; pages?: RenderedPagesOptions }>(
  async (app, { webDist, pages }) => {
    const hasWeb = existsSync(path.join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false, // set below: send's own header would replace it
        setHeaders: (res, file) => {
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
    }
    const serverEntry = pages?.serverEntry ?? path.join(webDist, '..', 'dist-server', 'entry-server.js');
    const renderer = hasWeb && pages ? await loadRenderer(app, webDist, serverEntry) : null;
    let waiting = 0; // renders started and not finished
    const rendered = new LRUCache<string, Promise<RenderedPage | null>>({
      maxSize: PAGE_CACHE_CHARS,
      sizeCalculation: () => 1, // replaced once the page is there (below)
      ttlAutopurge: false,
    });

    /**
     * The page rendered, from the cache when a render of the same address and language is recent enough (then a
     * page that counts visits counts this one).
     */
    async function renderPage(url: string, language: Language, request: FastifyRequest): Promise<RenderedPage | null> {
      if (!renderer || !pages) return null;
      const key = `${pages.version()}|${language}|${url}`;
      const known = rendered.get(key);
      if (known) {
        const page = await known;
        page?.revisit?.().catch((err: unknown) => request.log.warn({ err, url }, 'visit of a kept page not counted'));
        return page;
      }
      if (waiting >= MAX_WAITING_RENDERS) {
        request.log.info({ url, waiting }, 'page not rendered: renderer busy, index.html served');
        return null;
      }
      waiting += 1;
      const page = renderer.render(url, language).finally(() => (waiting -= 1));
      if (pages.ttlMs <= 0 || url.length > PAGE_CACHE_MAX_URL) return page;
      rendered.set(key, page, { ttl: pages.ttlMs });
      page.then(
        (result) => {
          if (rendered.get(key) === page) rendered.set(key, page, { ttl: pages.ttlMs, size: result?.html.length || 1 });
        },
        () => rendered.delete(key),
      );
      return page;
    }

    // A form sent before the app took over its page (a login typed on a rendered page before hydration: the form
    // posts, so its fields never go into an address) comes here as a POST: the page again by GET (303), before the
    // body is read, so the fields are neither parsed nor logged. The payment gateway's returns are API paths.
    app.addHook('onRequest', async (request, reply) => {
      if (!hasWeb || request.method !== 'POST') return;
      const url = request.url.split('?')[0];
      if (isApiPath(url) || !isWebRoute(url)) return;
      return reply.header('cache-control', 'no-store').redirect(request.url, 303);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0];
      if (isApiPath(url) || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) throw notFound();
      if (path.extname(url)) throw notFound(); // a missing asset is not a page
      reply.header('cache-control', 'no-cache');
      if (request.method === 'GET' && renderer) {
        const page = await renderPage(request.url, cookieLanguage(request), request).catch((err: unknown) => {
          request.log.error({ err, url: request.url }, 'page not rendered on the server: index.html served');
          return null;
        });
        if (page) {
          const { encoding, body } = encoded(page, String(request.headers['accept-encoding'] ?? ''));
          if (encoding) reply.header('content-encoding', encoding);
          return reply
            .code(page.status)
            .header('vary', 'Cookie, Accept-Encoding')
            .type('text/html; charset=utf-8')
            .send(body);
        }
      }
      // Not one of the app's pages: the app still loads (it shows its not-found page), with a real 404.
      if (!isWebRoute(url)) reply.code(404);
      return reply.sendFile('index.html');
    });
  },
);

import { count, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { products } from './catalog.tables';

/**
 * What the public shop remembers between requests, per database and catalogue version:
 *
 * - totals of shop lists (`total`, `last_page`) and what a keyword names (`cachedLookup`): an exact `count(*)` over every active product costs a
 *   scan on each request (tens of milliseconds at 100k products, ten times that at 1M) while the page
 *   itself is an index walk, so a filter's total is counted once and kept for TOTALS_TTL_MS;
 * - whole public answers (shop pages, popular lists, categories, sliders, product pages) for a few
 *   seconds (`CATALOG_CACHE_SECONDS`), so a burst of shoppers asking for the same page costs one query;
 *   they are kept as the JSON text sent (`cachedJson`), checked against the response schema and
 *   serialised once when computed, not on every request.
 *
 * Any catalogue write in this process bumps the version, so its own answers change at once; another
 * server process sees the change within the TTL. View counts are not writes: popular lists follow
 * them within the answer TTL.
 */
const TOTALS_TTL_MS = 60_000;
let catalogVersion = 0;

/** Call after a write that adds, changes, (de)activates or re-categorises products, categories or slides. */
export function bumpCatalogVersion(): void {
  catalogVersion += 1;
}

function perDatabase<V extends object | number>(make: () => LRUCache<string, V>) {
  const caches = new WeakMap<object, LRUCache<string, V>>();
  return (db: DbOrTx) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = make();
      caches.set(db, cache);
    }
    return cache;
  };
}

const totalsOf = perDatabase(() => new LRUCache<string, number>({ max: 5000, ttl: TOTALS_TTL_MS }));
const lookupsOf = perDatabase(() => new LRUCache<string, Promise<unknown>>({ max: 5000, ttl: TOTALS_TTL_MS }));

/**
 * What a keyword names in the small catalogue tables (its phonetic keys, generics, dosage forms,
 * manufacturers: catalog.shop-search.ts `searchTerms`), kept like totals: four round trips a search
 * saves, whatever the answers cache does. Requests for the same keyword share one computation.
 */
export function cachedLookup<T>(db: DbOrTx, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = lookupsOf(db);
  const versioned = `${catalogVersion}|${key}`;
  const known = cache.get(versioned) as Promise<T> | undefined;
  if (known) return known;
  const pending = compute();
  cache.set(versioned, pending);
  pending.catch(() => cache.delete(versioned));
  return pending;
}
const answersOf = perDatabase(() => new LRUCache<string, Promise<unknown>>({ max: 2000, ttlAutopurge: false }));

/** Number of active products matching `where`; `key` identifies the filter (category and keyword). */
export async function cachedProductTotal(db: DbOrTx, key: string, where: SQL | undefined): Promise<number> {
  const cache = totalsOf(db);
  const versioned = `${catalogVersion}|${key}`;
  const known = cache.get(versioned);
  if (known !== undefined) return known;
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  cache.set(versioned, Number(total));
  return Number(total);
}

/**
 * A public answer remembered for `ttlMs` (0: always computed). Requests that arrive while the answer
 * is being computed share that one computation; a failure is not remembered.
 */
export function cachedAnswer<T>(db: DbOrTx, ttlMs: number, key: string, compute: () => Promise<T>): Promise<T> {
  if (ttlMs <= 0) return compute();
  const cache = answersOf(db);
  const versioned = `${catalogVersion}|${key}`;
  const known = cache.get(versioned) as Promise<T> | undefined;
  if (known) return known;
  const pending = compute();
  cache.set(versioned, pending, { ttl: ttlMs });
  pending.catch(() => cache.delete(versioned));
  return pending;
}

/** A cached answer and its JSON text, ready to send. */
export interface CachedJson<T> {
  value: T;
  json: string;
}

/**
 * Like `cachedAnswer`, for a route's whole answer: the value is checked against the route's response
 * `schema` and serialised once (what the route's serializer would do on every request), and the
 * route sends `json` as it is.
 */
export function cachedJson<T>(
  db: DbOrTx,
  ttlMs: number,
  key: string,
  schema: z.ZodType<T>,
  compute: () => Promise<T>,
): Promise<CachedJson<T>> {
  return cachedAnswer(db, ttlMs, `json|${key}`, async () => {
    const value = await compute();
    return { value, json: JSON.stringify(z.encode(schema, value)) };
  });
}

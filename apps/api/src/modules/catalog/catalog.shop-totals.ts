import { count, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client';
import { products } from './catalog.tables';

/**
 * Totals of shop lists (`total`, `last_page`), remembered per database, filter and catalogue version.
 * An exact `count(*)` over every active product costs a scan on each request (tens of milliseconds
 * at 100k products, ten times that at 1M) while the page itself is an index walk, so totals are
 * counted once and kept for TOTALS_TTL_MS. Any write to the catalogue in this process bumps the
 * version, so its own lists are exact at once; another server process sees the change within the TTL.
 */
const TOTALS_TTL_MS = 60_000;
const caches = new WeakMap<object, LRUCache<string, number>>();
let catalogVersion = 0;

/** Call after a write that adds, removes, (de)activates or re-categorises products. */
export function bumpCatalogVersion(): void {
  catalogVersion += 1;
}

function cacheFor(db: DbOrTx): LRUCache<string, number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, number>({ max: 5000, ttl: TOTALS_TTL_MS });
    caches.set(db, cache);
  }
  return cache;
}

/** Number of active products matching `where`; `key` identifies the filter (category and keyword). */
export async function cachedProductTotal(db: DbOrTx, key: string, where: SQL | undefined): Promise<number> {
  const cache = cacheFor(db);
  const versioned = `${catalogVersion}|${key}`;
  const known = cache.get(versioned);
  if (known !== undefined) return known;
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  cache.set(versioned, Number(total));
  return Number(total);
}

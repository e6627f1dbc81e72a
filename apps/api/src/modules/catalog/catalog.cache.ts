import { count, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AnswerCache, type CachedJson } from '../../lib/answer-cache';
import { products } from './catalog.tables';

/**
 * What the public shop remembers between requests (lib/answer-cache.ts), per database and catalogue
 * version: totals of shop lists for a minute, whole public answers (shop pages, popular lists,
 * categories, sliders, product pages) for `CATALOG_CACHE_SECONDS`, and what a search keyword names
 * (`cachedLookup`) like totals. Any catalogue write in this process bumps the version. View counts are not writes: popular lists follow them within the TTL.
 */
const catalog = new AnswerCache();

export type { CachedJson };

/** The catalogue's version in this process (changed by every bump): part of keys of what shows the catalogue. */
export function catalogVersion(): number {
  return catalog.stamp;
}

/** Call after a write that adds, changes, (de)activates or re-categorises products, categories or slides. */
export function bumpCatalogVersion(): void {
  catalog.bump();
}

/**
 * What a keyword names in the small catalogue tables (its phonetic keys, generics, dosage forms,
 * manufacturers: catalog.shop-search.ts `searchTerms`, one statement), kept like totals: a round trip a
 * search saves, whatever the answers cache does. Requests for the same keyword share one computation.
 */
export function cachedLookup<T>(db: DbOrTx, key: string, compute: () => Promise<T>): Promise<T> {
  return catalog.lookup(db, key, compute);
}

/**
 * Number of active products matching a filter; `key` identifies it (category and keyword). `filter` builds it only
 * when the number is not known: `where`, and `counted` when given, a statement answering that number as `total`
 * in fewer steps (catalog.shop-search.ts `keywordTotal`). A keyword's filter cost more to build than the
 * remembered number to read (0.03 ms a search, every request, while its total was known).
 */
export function cachedProductTotal(
  db: DbOrTx,
  key: string,
  filter: () => { where: SQL | undefined; counted?: SQL },
): Promise<number> {
  return catalog.total(db, key, async () => {
    const { where, counted } = filter();
    if (counted) {
      // Both drivers (node-postgres and PGlite) answer raw queries with `{ rows }`.
      const { rows } = (await db.execute(counted)) as unknown as { rows: Array<{ total: number }> };
      return Number(rows[0].total);
    }
    const [{ total }] = await db.select({ total: count() }).from(products).where(where);
    return Number(total);
  });
}

/** Like `cachedProductTotal`, for a number already known (a keyword's matches read whole): kept unless one is. */
export function keptProductTotal(db: DbOrTx, key: string, total: number): Promise<number> {
  return catalog.total(db, key, async () => total);
}

/** A public answer remembered for `ttlMs` (0: always computed); see AnswerCache.answer. */
export function cachedAnswer<T>(db: DbOrTx, ttlMs: number, key: string, compute: () => Promise<T>): Promise<T> {
  return catalog.answer(db, ttlMs, key, compute);
}

/** A route's whole answer and its JSON text; see AnswerCache.json (`asBuilt` included). */
export function cachedJson<T>(
  db: DbOrTx,
  ttlMs: number,
  key: string,
  schema: z.ZodType<T>,
  compute: () => Promise<T>,
  asBuilt = false,
): Promise<CachedJson<T>> {
  return catalog.json(db, ttlMs, key, schema, compute, asBuilt);
}

import { LRUCache } from 'lru-cache';
import { z } from 'zod';

/**
 * What a public read remembers between requests, per database and per version of the data it reads
 * (the catalogue, the provider listings):
 *
 * - totals of lists (`total`, `last_page`): an exact `count(*)` over a large filter costs a scan on
 *   each request while the page itself is an index walk, so a filter's total is counted once and kept
 *   for TOTALS_TTL_MS;
 * - lookups a read makes on the way (what a search keyword names in small tables), kept like totals;
 * - whole public answers for a few seconds (the caller's TTL), so a burst of visitors asking for the
 *   same page costs one query; `json` keeps them as the JSON text sent, checked against the response
 *   schema and serialised once when computed, not on every request.
 *
 * A write in this process calls `bump()`, so its own answers change at once; another server process
 * sees the change within the TTL.
 */
const TOTALS_TTL_MS = 60_000;

/** A cached answer and its JSON text, ready to send. */
export interface CachedJson<T> {
  value: T;
  json: string;
}

function perDatabase<V extends object | number>(make: () => LRUCache<string, V>) {
  const caches = new WeakMap<object, LRUCache<string, V>>();
  return (db: object) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = make();
      caches.set(db, cache);
    }
    return cache;
  };
}

export class AnswerCache {
  private version = 0;
  private readonly totalsOf = perDatabase(() => new LRUCache<string, number>({ max: 5000, ttl: TOTALS_TTL_MS }));
  private readonly lookupsOf = perDatabase(
    () => new LRUCache<string, Promise<unknown>>({ max: 5000, ttl: TOTALS_TTL_MS }),
  );
  private readonly answersOf = perDatabase(
    () => new LRUCache<string, Promise<unknown>>({ max: 2000, ttlAutopurge: false }),
  );

  /** Call after a write that changes what the cached reads answer. */
  bump(): void {
    this.version += 1;
  }

  /** The current version, for keys of answers that also read this data (the home page). */
  get stamp(): number {
    return this.version;
  }

  /** A list's total for the filter `key`, counted by `countRows` once a minute (or after a bump). */
  async total(db: object, key: string, countRows: () => Promise<number>): Promise<number> {
    const cache = this.totalsOf(db);
    const versioned = `${this.version}|${key}`;
    const known = cache.get(versioned);
    if (known !== undefined) return known;
    const total = await countRows();
    cache.set(versioned, total);
    return total;
  }

  /**
   * A lookup on the way to an answer, kept like totals (a minute, or until a bump); requests for the
   * same key share one computation, and a failure is not remembered.
   */
  lookup<T>(db: object, key: string, compute: () => Promise<T>): Promise<T> {
    const cache = this.lookupsOf(db);
    const versioned = `${this.version}|${key}`;
    const known = cache.get(versioned) as Promise<T> | undefined;
    if (known) return known;
    const pending = compute();
    cache.set(versioned, pending);
    pending.catch(() => cache.delete(versioned));
    return pending;
  }

  /**
   * A public answer remembered for `ttlMs` (0: always computed). Requests that arrive while the answer
   * is being computed share that one computation; a failure is not remembered.
   */
  answer<T>(db: object, ttlMs: number, key: string, compute: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return compute();
    const cache = this.answersOf(db);
    const versioned = `${this.version}|${key}`;
    const known = cache.get(versioned) as Promise<T> | undefined;
    if (known) return known;
    const pending = compute();
    cache.set(versioned, pending, { ttl: ttlMs });
    pending.catch(() => cache.delete(versioned));
    return pending;
  }

  /**
   * Like `answer`, for a route's whole answer: the value is checked against the route's response
   * `schema` and serialised once (what the route's serializer would do on every request), and the
   * route sends `json` as it is. `asBuilt`: the value is serialised without that pass, for an answer its
   * service builds field by field in the schema's shape and order (the pass copied it unchanged); its
   * tests check that the two JSON texts agree. Worth it where the answer is computed on most requests (a
   * shop search, cache off or missed: the pass was 6% of the server's CPU for `keyword=napa`).
   */
  json<T>(
    db: object,
    ttlMs: number,
    key: string,
    schema: z.ZodType<T>,
    compute: () => Promise<T>,
    asBuilt = false,
  ): Promise<CachedJson<T>> {
    return this.answer(db, ttlMs, `json|${key}`, async () => {
      const value = await compute();
      return { value, json: JSON.stringify(asBuilt ? value : z.encode(schema, value)) };
    });
  }
}

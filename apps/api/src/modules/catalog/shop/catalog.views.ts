import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { DbOrTx } from '../../../db/client';
import { defineJob } from '../../jobs';

/**
 * Product views (spec 1 section 7: "counts a view"), counted without a write per request: a product
 * page asked for a thousand times a minute used to cost a thousand row updates, all waiting on the
 * same row lock. Views are added up in memory (one api process) or in Redis (`REDIS_URL`: every
 * process adds to one hash) and written in one statement per minute by the `product-view-flush`
 * job; the api also writes what it holds when it stops. Popular lists follow the views within that
 * minute and the answer cache's TTL.
 *
 * Without Redis, counts live in the process that counted them: run several api processes with
 * `REDIS_URL` set (as for rate limits), or views counted in a process that does not run the cron job
 * wait until it stops.
 */
const REDIS_KEY = 'nirog:product-views';

/** Where views are counted in Redis (tests use their own key). */
export interface ViewCounterOptions {
  redisKey?: string;
}

type Counts = Map<number, number>;
const pendingByDb = new WeakMap<object, Counts>();

function pendingOf(db: DbOrTx): Counts {
  let pending = pendingByDb.get(db);
  if (!pending) {
    pending = new Map();
    pendingByDb.set(db, pending);
  }
  return pending;
}

/** Counts one view of product `id` (no database write). */
export function countProductView(db: DbOrTx, redis: Redis | null, id: number, options: ViewCounterOptions = {}): void {
  if (redis) {
    // Not awaited: a view is not worth delaying the answer; a Redis hiccup loses a few views.
    redis.hincrby(options.redisKey ?? REDIS_KEY, String(id), 1).catch(() => undefined);
    return;
  }
  const pending = pendingOf(db);
  pending.set(id, (pending.get(id) ?? 0) + 1);
}

/** Adds the counted views to `products.views` in one statement. */
async function writeViews(db: DbOrTx, counts: Counts): Promise<void> {
  if (counts.size === 0) return;
  const rows = sql.join(
    [...counts].map(([id, n]) => sql`(${id}::integer, ${n}::integer)`),
    sql`, `,
  );
  await db.execute(
    sql`UPDATE products SET views = products.views + v.n FROM (VALUES ${rows}) AS v(id, n) WHERE products.id = v.id`,
  );
}

/**
 * Writes the views counted so far and starts a new count; returns how many views were written. A
 * failed write puts the counts back, so the next flush tries them again.
 */
export async function flushProductViews(
  db: DbOrTx,
  redis: Redis | null,
  options: ViewCounterOptions = {},
): Promise<number> {
  const key = options.redisKey ?? REDIS_KEY;
  let counts: Counts;
  let restore: () => Promise<unknown>;
  if (redis) {
    // RENAME takes the whole hash at once: views counted meanwhile start a new one.
    const taken = `${key}:flushing:${process.pid}:${Date.now()}`;
    try {
      await redis.rename(key, taken);
    } catch (err) {
      if (err instanceof Error && /no such key/i.test(err.message)) return 0;
      throw err;
    }
    const hash = await redis.hgetall(taken);
    counts = new Map(Object.entries(hash).map(([id, n]) => [Number(id), Number(n)]));
    restore = () => {
      const multi = redis.multi();
      for (const [id, n] of counts) multi.hincrby(key, String(id), n);
      return multi.del(taken).exec();
    };
    try {
      await writeViews(db, counts);
    } catch (err) {
      await restore();
      throw err;
    }
    await redis.del(taken);
  } else {
    counts = pendingOf(db);
    pendingByDb.set(db, new Map());
    try {
      await writeViews(db, counts);
    } catch (err) {
      const pending = pendingOf(db);
      for (const [id, n] of counts) pending.set(id, (pending.get(id) ?? 0) + n);
      throw err;
    }
  }
  let total = 0;
  for (const n of counts.values()) total += n;
  return total;
}

/** Every minute, once for all processes: the counted views go to the database. */
export const productViewFlush = defineJob({
  name: 'product-view-flush',
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  timeoutSeconds: 60,
  cron: { schedule: '* * * * *' },
  worker: ({ db, redis }) => ({
    run: async () => {
      await flushProductViews(db, redis);
    },
  }),
});

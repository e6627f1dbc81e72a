import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { loginAttempts } from './auth.tables';
import { LOGIN_THROTTLE, databaseAttemptStore, redisAttemptStore, type AttemptStore } from './auth.throttle';

/**
 * The two stores behind the per-account sign-in limit must behave the same: the same scenarios run on
 * the database store always and on the Redis store when REDIS_URL is set (CI sets it). Time is moved by
 * editing a key's state, never by waiting.
 */
interface StoreUnderTest {
  store: AttemptStore;
  /** Ends the key's current wait, as if it had passed. */
  endWait(key: string): Promise<void>;
  /** Makes the key's last attempt older than the quiet window. */
  goQuiet(key: string): Promise<void>;
}

const { database } = await createTestApp();
const db = database.db;
const stores: Array<[string, () => StoreUnderTest]> = [
  [
    'database',
    () => ({
      store: databaseAttemptStore(db),
      endWait: async (key) => {
        await db
          .update(loginAttempts)
          .set({ lockedUntil: sql`now()` })
          .where(eq(loginAttempts.key, key));
      },
      goQuiet: async (key) => {
        await db
          .update(loginAttempts)
          .set({ lockedUntil: sql`now()`, updatedAt: sql`now() - interval '1 hour'` })
          .where(eq(loginAttempts.key, key));
      },
    }),
  ],
];
if (process.env.REDIS_URL) {
  const redis = new Redis(process.env.REDIS_URL);
  const prefix = `nirog-test-attempts-${process.pid}-${Date.now()}:`;
  afterAll(() => redis.disconnect());
  stores.push([
    'redis',
    () => ({
      store: redisAttemptStore(redis, LOGIN_THROTTLE, prefix),
      endWait: async (key) => {
        await redis.hset(prefix + key, 'locked_until', 0);
      },
      goQuiet: async (key) => {
        await redis.hset(prefix + key, 'locked_until', 0, 'updated_at', 0);
      },
    }),
  ]);
}
let keyCount = 0;
const newKey = () => `key-${process.pid}-${++keyCount}`;
const free = LOGIN_THROTTLE.delaysMs.findIndex((d) => d > 0) + 1;

describe.each(stores)('sign-in attempt store (%s)', (_name, make) => {
  const { store, endWait, goQuiet } = make();

  it(`lets ${free} attempts through, then answers the wait of the policy`, async () => {
    const key = newKey();
    for (let i = 0; i < free; i++) expect(await store.take(key)).toEqual({ allowed: true });
    const refused = await store.take(key);
    expect(refused.allowed).toBe(false);
    const wait = (refused as { retryAfterMs: number }).retryAfterMs;
    expect(wait).toBeGreaterThan(LOGIN_THROTTLE.delaysMs[free - 1] - 10_000);
    expect(wait).toBeLessThanOrEqual(LOGIN_THROTTLE.delaysMs[free - 1]);
    // A refused attempt is not counted: the wait does not grow while waiting.
    expect(((await store.take(key)) as { retryAfterMs: number }).retryAfterMs).toBeLessThanOrEqual(wait);
  });

  it('makes each wait longer than the last, up to the cap, and never longer', async () => {
    const key = newKey();
    for (let i = 0; i < free; i++) await store.take(key);
    const waits: number[] = [];
    for (let i = 0; i < LOGIN_THROTTLE.delaysMs.length + 3; i++) {
      await endWait(key);
      expect(await store.take(key)).toEqual({ allowed: true });
      waits.push(((await store.take(key)) as { retryAfterMs: number }).retryAfterMs);
    }
    const cap = Math.max(...LOGIN_THROTTLE.delaysMs);
    expect(Math.max(...waits)).toBeLessThanOrEqual(cap);
    expect(waits.at(-1)).toBeGreaterThan(cap - 10_000);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1] - 10_000);
    expect(waits[1]).toBeGreaterThan(waits[0] + 10_000);
  });

  it('starts the count again after a quiet window, and after clear', async () => {
    const key = newKey();
    for (let i = 0; i < free; i++) await store.take(key);
    await goQuiet(key);
    for (let i = 0; i < free; i++) expect(await store.take(key)).toEqual({ allowed: true });
    expect((await store.take(key)).allowed).toBe(false);
    await store.clear(key);
    for (let i = 0; i < free; i++) expect(await store.take(key)).toEqual({ allowed: true });
  });

  it('lets exactly the free attempts of a parallel burst through', async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => store.take(key)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(free);
  });

  it('keeps keys apart', async () => {
    const [a, b] = [newKey(), newKey()];
    for (let i = 0; i <= free; i++) await store.take(a);
    expect(await store.take(b)).toEqual({ allowed: true });
  });
});

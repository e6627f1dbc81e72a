import { eq, inArray } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client';
import { createTestApp } from '../../../../test/helpers';
import { products } from '../catalog.tables';
import { countProductView, flushProductViews, type ViewCounterOptions } from './catalog.views';
import { insertProducts } from '../catalog.write.service';

const stores: Array<[string, Redis | null, ViewCounterOptions]> = [['memory', null, {}]];
if (process.env.REDIS_URL) {
  const redis = new Redis(process.env.REDIS_URL);
  afterAll(() => redis.disconnect());
  stores.push(['redis', redis, { redisKey: `nirog-test-views-${process.pid}-${Date.now()}` }]);
}

describe.each(stores)('product views counted in %s', async (_name, redis, options) => {
  const { database } = await createTestApp();
  const db = database.db as Db;
  const [aId, bId] = await insertProducts(db, [
    { slug: 'views-a', title: 'Views A', price: 1 },
    { slug: 'views-b', title: 'Views B', price: 1 },
  ]);
  const a = { id: aId };
  const b = { id: bId };
  const stored = async () =>
    Object.fromEntries(
      (
        await db
          .select({ id: products.id, views: products.views })
          .from(products)
          .where(inArray(products.id, [a.id, b.id]))
      ).map((r) => [r.id === a.id ? 'a' : 'b', r.views]),
    );

  it('writes nothing per view, then everything counted in one flush', async () => {
    for (let i = 0; i < 5; i++) countProductView(db, redis, a.id, options);
    countProductView(db, redis, b.id, options);
    expect(await stored()).toEqual({ a: 0, b: 0 });
    expect(await flushProductViews(db, redis, options)).toBe(6);
    expect(await stored()).toEqual({ a: 5, b: 1 });
    expect(await flushProductViews(db, redis, options)).toBe(0);
    expect(await stored()).toEqual({ a: 5, b: 1 });
  });

  it('keeps the counts of a failed flush for the next one', async () => {
    countProductView(db, redis, a.id, options);
    countProductView(db, redis, a.id, options);
    const failing = {
      execute: () => Promise.reject(new Error('database down')),
    } as unknown as Db;
    // The in-memory counts belong to their database: the failing flush must see the same one.
    const target = redis ? failing : db;
    if (redis) {
      await expect(flushProductViews(target, redis, options)).rejects.toThrow('database down');
    } else {
      const execute = db.execute.bind(db);
      (db as { execute: unknown }).execute = failing.execute;
      try {
        await expect(flushProductViews(db, redis, options)).rejects.toThrow('database down');
      } finally {
        (db as { execute: unknown }).execute = execute;
      }
    }
    countProductView(db, redis, a.id, options);
    expect(await flushProductViews(db, redis, options)).toBe(3);
    expect((await stored()).a).toBe(8);
    await db.update(products).set({ views: 0 }).where(eq(products.id, b.id));
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { ShopResponse } from '@nirog/contracts';
import { createTestApp } from '../../../test/helpers';
import { bumpCatalogVersion, cachedAnswer, cachedLookup, cachedProductTotal } from './catalog.cache';
import { listShopProducts } from './shop/catalog.shop.service';
import { products } from './catalog.tables';
import { insertProducts, updateProduct } from './catalog.write.service';

describe('catalogue cache', async () => {
  const { app, database } = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '30' } });
  const active = eq(products.active, true);

  it('counts once, then answers from memory until the catalogue version changes', async () => {
    await insertProducts(database.db, [{ slug: 'a-1', title: 'A', price: 1 }]);
    expect(await cachedProductTotal(database.db, 'all', () => ({ where: active }))).toBe(1);

    // A row written behind the cache's back (another server process) is not seen yet ...
    await database.db.update(products).set({ active: false }).where(eq(products.slug, 'a-1'));
    expect(await cachedProductTotal(database.db, 'all', () => ({ where: active }))).toBe(1);
    // ... until a write in this process bumps the version.
    bumpCatalogVersion();
    expect(await cachedProductTotal(database.db, 'all', () => ({ where: active }))).toBe(0);
  });

  it('looks a keyword up in the small tables once, also with the answers cache off', async () => {
    await insertProducts(database.db, [{ slug: 'lookup-1', title: 'Lookupol', price: 1 }]);
    const execute = vi.spyOn(database.db, 'execute');
    try {
      const search = async () => {
        execute.mockClear();
        await listShopProducts(database.db, { page: 1, keyword: 'lookupol 5' } as never);
        return execute.mock.calls.length;
      };
      const first = await search();
      // The types, keys, generics and makers of the keyword, its lead word's matches and its matches ranked (here
      // none: then again, looser): kept, so the second search sends none of them.
      expect(first).toBeGreaterThan(2);
      expect(await search()).toBe(0);
      bumpCatalogVersion();
      expect(await search()).toBe(first);
    } finally {
      execute.mockRestore();
    }
    let calls = 0;
    const compute = async () => ++calls;
    await cachedLookup(database.db, 'lookup-key', compute);
    await cachedLookup(database.db, 'lookup-key', compute);
    expect(calls).toBe(1);
  });

  it('keeps separate totals per filter key', async () => {
    await insertProducts(database.db, [{ slug: 'b-1', title: 'B', price: 1 }]);
    expect(await cachedProductTotal(database.db, 'b', () => ({ where: eq(products.slug, 'b-1') }))).toBe(1);
    expect(await cachedProductTotal(database.db, 'none', () => ({ where: eq(products.slug, 'zzz') }))).toBe(0);
  });

  it('shares one computation between concurrent callers and forgets failures', async () => {
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 20));
      return calls;
    };
    const answers = await Promise.all([1, 2, 3].map(() => cachedAnswer(database.db, 1000, 'shared', compute)));
    expect(answers).toEqual([1, 1, 1]);
    expect(calls).toBe(1);

    await expect(cachedAnswer(database.db, 1000, 'fails', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await cachedAnswer(database.db, 1000, 'fails', async () => 'recovered')).toBe('recovered');

    let uncached = 0;
    await cachedAnswer(database.db, 0, 'off', async () => (uncached += 1));
    await cachedAnswer(database.db, 0, 'off', async () => (uncached += 1));
    expect(uncached).toBe(2);
  });

  it('reuses public shop answers until a catalogue write in this process', async () => {
    const shopTotal = async () =>
      ((await app.inject({ url: '/api/shop?keyword=cachecheck' })).json() as ShopResponse).total;
    expect(await shopTotal()).toBe(0);
    // Written behind the cache's back (another process): the remembered answer stands ...
    await database.db
      .insert(products)
      .values({ slug: 'cachecheck', title: 'Cachecheck', pricePoisha: 100, finalPricePoisha: 100 });
    expect(await shopTotal()).toBe(0);
    // ... and a write through the catalogue (which bumps the version) shows at once.
    await insertProducts(app.db, [{ slug: 'cachecheck-2', title: 'Cachecheck Two', price: 2 }]);
    expect(await shopTotal()).toBe(2);
  });

  it('reuses a product answer, sent as the same JSON text, until the product is changed through the catalogue', async () => {
    const [addedId] = await insertProducts(database.db, [{ slug: 'cached-product', title: 'Cached', price: 5 }]);
    const added = { id: addedId };
    const show = () => app.inject({ url: '/api/product/cached-product/show' });
    const first = await show();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toMatchObject({ id: added.id, title: 'Cached' });

    // Changed behind the cache's back: the remembered answer (its very text) stands ...
    await database.db.update(products).set({ title: 'Renamed elsewhere' }).where(eq(products.id, added.id));
    expect((await show()).body).toBe(first.body);
    // ... until a catalogue write in this process.
    await updateProduct(database.db, added.id, { title: 'Renamed' });
    expect((await show()).json()).toMatchObject({ id: added.id, title: 'Renamed' });
    // Deactivated through the catalogue: unavailable at once.
    await updateProduct(database.db, added.id, { active: false });
    expect((await show()).statusCode).toBe(404);
  });
});

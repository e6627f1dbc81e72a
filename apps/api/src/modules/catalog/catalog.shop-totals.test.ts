import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/databases';
import { bumpCatalogVersion, cachedProductTotal } from './catalog.shop-totals';
import { products } from './catalog.tables';
import { insertProducts } from './catalog.write.service';

describe('shop totals cache', async () => {
  const database = await openTestDatabase();
  afterAll(() => database.close());
  const active = eq(products.active, true);

  it('counts once, then answers from memory until the catalogue version changes', async () => {
    await insertProducts(database.db, [{ slug: 'a-1', title: 'A', price: 1 }]);
    expect(await cachedProductTotal(database.db, 'all', active)).toBe(1);

    // A row written behind the cache's back (another server process) is not seen yet ...
    await database.db.update(products).set({ active: false }).where(eq(products.slug, 'a-1'));
    expect(await cachedProductTotal(database.db, 'all', active)).toBe(1);
    // ... until a write in this process bumps the version.
    bumpCatalogVersion();
    expect(await cachedProductTotal(database.db, 'all', active)).toBe(0);
  });

  it('keeps separate totals per filter key', async () => {
    await insertProducts(database.db, [{ slug: 'b-1', title: 'B', price: 1 }]);
    expect(await cachedProductTotal(database.db, 'b', eq(products.slug, 'b-1'))).toBe(1);
    expect(await cachedProductTotal(database.db, 'none', eq(products.slug, 'zzz'))).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { SHOP_ORDER_BY, type ShopQuery } from '@nirog/contracts';
import { createTestApp } from '../../../test/helpers';
import { seedCatalogFixture } from './catalog.test-support';
import { listShopProducts } from './shop/catalog.shop.service';

describe('shop keyword search shapes', async () => {
  const { database } = await createTestApp();
  const fixture = await seedCatalogFixture(database.db);
  const ids = async (query: Partial<ShopQuery>, walkLimit: number) =>
    (await listShopProducts(database.db, { page: 1, ...query } as ShopQuery, { walkLimit })).data.map((p) => p.id);

  it('answers the same pages whether matches are collected first or tested along the sort index', async () => {
    const keywords = ['napa', 'paracet', 'নাপা', 'a', 'seclo', 'zzz'];
    for (const keyword of keywords) {
      for (const order_by of [undefined, ...SHOP_ORDER_BY]) {
        for (const category of [undefined, fixture.categoryIds.pain]) {
          const query = { keyword, order_by, category };
          const collected = await ids(query, 0);
          const walked = await ids(query, Number.MAX_SAFE_INTEGER);
          expect(walked, JSON.stringify(query)).toEqual(collected);
        }
      }
    }
  });

  it('puts title matches before products that match only through a generic', async () => {
    const all = await listShopProducts(database.db, { page: 1, keyword: 'paracet' } as ShopQuery);
    const titled = all.data.findIndex((p) => !p.title.toLowerCase().includes('paracet'));
    expect(all.data[0].title).toBe('Paracetamol BP');
    expect(all.data.slice(titled).every((p) => !p.title.toLowerCase().includes('paracet'))).toBe(true);
    // Generic-only matches: most viewed first.
    const views = all.data.slice(titled).map((p) => p.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });
});

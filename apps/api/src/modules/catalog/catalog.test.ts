import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ShopResponseSchema,
  type Category,
  type PopularHomeItemsResponse,
  type Product,
  type ProductCard,
  type ShopResponse,
  type Slider,
} from '@nirog/contracts';
import { createTestApp } from '../../../test/helpers';
import { enqueueJob } from '../jobs';
import { catalogTables, flushProductViews, insertProducts, productViewFlush } from './index';
import { seedCatalogFixture } from './catalog.test-support';

describe('catalog', async () => {
  const { app, database } = await createTestApp();
  const fixture = await seedCatalogFixture(database.db);
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const shop = async (query: Record<string, string | number>) => {
    const res = await get(
      `/api/shop?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ShopResponse;
  };
  const titles = (list: ProductCard[]) => list.map((p) => p.title);

  it('lists active categories in display order', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Category[];
    expect(list).toEqual([
      { id: fixture.categoryIds.pain, name: 'Pain Relief', bn_name: 'ব্যথানাশক', logo: 'categories/pain-relief.svg' },
      { id: fixture.categoryIds.antibiotics, name: 'Antibiotics', bn_name: 'অ্যান্টিবায়োটিক', logo: null },
      { id: fixture.categoryIds.bulk, name: 'Bulk', bn_name: 'বাল্ক', logo: null },
    ]);
  });

  it('lists the active slides of one kind in order and rejects unknown kinds', async () => {
    const home = (await get('/api/sliders/home-slider')).json() as Slider[];
    expect(home).toEqual([
      { id: expect.any(Number), image: 'sliders/home-1.webp', title: 'First', bn_title: 'প্রথম', link: '/shop' },
      { id: expect.any(Number), image: 'sliders/home-2.webp', title: 'Second', bn_title: null, link: null },
    ]);
    expect(((await get('/api/sliders/shop-slider')).json() as Slider[]).map((s) => s.image)).toEqual([
      'sliders/shop-1.webp',
    ]);
    expect((await get('/api/sliders/nurse-slider')).json()).toEqual([]);
    const bad = await get('/api/sliders/evil-slider');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { kind: [expect.any(String)] } });
  });

  it('pages the shop 12 at a time, newest first, with card fields in taka', async () => {
    const first = await shop({});
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 12, total: 24, from: 1, to: 12 });
    expect(first.data).toHaveLength(12);
    expect(first.data[0].title).toBe('Filler 14');
    const second = await shop({ page: 2 });
    expect(second).toMatchObject({ current_page: 2, last_page: 2, total: 24, from: 13, to: 24 });
    expect(second.data.at(-1)?.title).toBe('Napa');
    expect(new Set([...first.data, ...second.data].map((p) => p.id)).size).toBe(24);
    expect(titles(second.data)).not.toContain('Renova');

    const beyond = await shop({ page: 99 });
    expect(beyond).toMatchObject({ data: [], current_page: 99, last_page: 2, total: 24, from: null, to: null });

    const napa = second.data.find((p) => p.title === 'Napa')!;
    expect(napa).toEqual({
      id: fixture.productIds['napa-500-mg-tablet'],
      slug: 'napa-500-mg-tablet',
      title: 'Napa',
      bn_title: 'নাপা',
      power: '500 mg',
      price: 1.2,
      discount: 0,
      final_price: 1.2,
      views: 10,
      prescription_required: false,
      for_sale: true,
      pack_unit: null,
      image: { image: 'products/napa-500-mg-tablet.webp', thumbnail: 'products/napa-500-mg-tablet-thumb.webp' },
      medicinetype: { title: 'Tablet', bn_title: 'ট্যাবলেট' },
      generics: [{ id: expect.any(Number), title: 'Paracetamol' }],
      brand: { name: 'Beximco' },
    });
    const seclo = (await shop({ keyword: 'seclo' })).data[0];
    expect(seclo).toMatchObject({ price: 5, discount: 12.5, final_price: 4.37, image: null });
    const ace = (await shop({ keyword: 'ace' })).data[0];
    expect(ace).toMatchObject({ title: 'Ace', price: 1, discount: 10, final_price: 0.9 });
  });

  it('sorts by title and by final price both ways', async () => {
    const all = async (order_by: string) => [
      ...(await shop({ order_by })).data,
      ...(await shop({ order_by, page: 2 })).data,
    ];
    const byTitle = titles(await all('title_asc'));
    expect(byTitle[0]).toBe('Ace');
    expect(byTitle.at(-1)).toBe('Seclo');
    expect(titles(await all('title_desc'))).toEqual([...byTitle].reverse());

    const cheap = await all('price_asc');
    expect(cheap.map((p) => p.final_price)).toEqual([...cheap.map((p) => p.final_price)].sort((a, b) => a - b));
    expect(cheap[0].title).toBe('Paracetamol BP');
    const dear = await all('price_desc');
    expect(dear[0].title).toBe('Normal Saline 0.9%');
    expect(dear.map((p) => p.final_price)).toEqual([...dear.map((p) => p.final_price)].sort((a, b) => b - a));
  });

  it('filters by category; an unknown category is an empty list', async () => {
    const pain = await shop({ category: fixture.categoryIds.pain, order_by: 'title_asc' });
    expect(titles(pain.data)).toEqual(['Ace', 'Napa', 'Napa Extra']);
    expect(pain).toMatchObject({ total: 3, last_page: 1, from: 1, to: 3 });
    const rx = await shop({ category: fixture.categoryIds.antibiotics });
    expect(rx.data.map((p) => [p.title, p.prescription_required])).toEqual([['Moxacil', true]]);
    expect(await shop({ category: 987654 })).toMatchObject({ data: [], total: 0, last_page: 1, from: null });
    const both = await shop({ category: fixture.categoryIds.pain, keyword: 'extra' });
    expect(titles(both.data)).toEqual(['Napa Extra']);
  });

  it('searches brand titles on partial words, best match first', async () => {
    const napa = await shop({ keyword: 'napa' });
    expect(titles(napa.data)[0]).toBe('Napa');
    expect(titles(napa.data).sort()).toEqual(['Kinapa', 'Napa', 'Napa Extra', 'Napa One']);
    expect(titles(napa.data).at(-1)).toBe('Kinapa');
    expect(titles((await shop({ keyword: '  NAPA ' })).data)[0]).toBe('Napa');
    expect(titles((await shop({ keyword: 'Nap' })).data)).toContain('Napa Extra');
  });

  it('searches generic names, the title match ranking first', async () => {
    const res = await shop({ keyword: 'paracet' });
    expect(titles(res.data)[0]).toBe('Paracetamol BP');
    expect(titles(res.data).sort()).toEqual([
      'Ace',
      'Fast',
      'Kinapa',
      'Napa',
      'Napa Extra',
      'Napa One',
      'Paracetamol BP',
    ]);
    expect(titles((await shop({ keyword: 'omepra' })).data)).toEqual(['Seclo']);
  });

  it('searches Bengali titles', async () => {
    const res = await shop({ keyword: 'নাপা' });
    expect(titles(res.data)[0]).toBe('Napa');
    expect(titles(res.data).sort()).toEqual(['Kinapa', 'Napa', 'Napa Extra', 'Napa One']);
    expect(titles((await shop({ keyword: 'এক্সট্রা' })).data)).toEqual(['Napa Extra']);
  });

  it('keeps a chosen sort order when searching', async () => {
    const res = await shop({ keyword: 'napa', order_by: 'price_desc' });
    expect(titles(res.data)).toEqual(['Kinapa', 'Napa Extra', 'Napa One', 'Napa']);
  });

  it("sends shop pages as built: the JSON the response schema's pass would give, byte for byte", async () => {
    // The route skips the schema's pass (lib/answer-cache.ts `asBuilt`): the cards must already be in its shape.
    const queries = [
      '',
      'page=2',
      'page=99',
      `category=${fixture.categoryIds.pain}&order_by=price_desc`,
      'keyword=napa',
      'keyword=napa&order_by=title_asc',
      'keyword=%E0%A6%A8%E0%A6%BE%E0%A6%AA%E0%A6%BE',
      'keyword=paracetamol&order_by=price_asc',
      'keyword=napaa',
      'keyword=zzzqx',
    ];
    for (const query of queries) {
      const res = await get(`/api/shop?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body, query).toBe(JSON.stringify(z.encode(ShopResponseSchema, JSON.parse(res.body) as ShopResponse)));
    }
    const cards = (await shop({ keyword: 'napa' })).data;
    expect(cards.some((c) => c.image !== null && c.generics.length > 0 && c.medicinetype !== null)).toBe(true);
  });

  it('answers hostile query strings with 422 or a sane result, never 500', async () => {
    for (const query of [
      'page=-1',
      'page=0',
      'page=abc',
      'page=1.5',
      'page=100001',
      'order_by=drop',
      'order_by=title_asc;DROP',
      'category=abc',
      'category=-3',
      'category=99999999999',
      `keyword=${'a'.repeat(500)}`,
    ]) {
      const res = await get(`/api/shop?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    const page = await get('/api/shop?page=abc');
    expect(Object.keys(page.json().errors)).toEqual(['page']);
    const bn = await get('/api/shop?order_by=drop', { 'accept-language': 'bn' });
    expect(bn.json().errors.order_by[0]).toMatch(/[\u0980-\u09FF]/);

    const injection = await shop({ keyword: "'; DROP TABLE products; --" });
    expect(injection).toMatchObject({ data: [], total: 0 });
    expect(titles((await shop({ keyword: '%' })).data)).toEqual(['Normal Saline 0.9%']);
    expect((await shop({ keyword: '_' })).total).toBe(0);
    expect((await shop({ keyword: '\\' })).total).toBe(0);
    expect((await shop({ keyword: 'a'.repeat(100) })).total).toBe(0);
    expect((await shop({ keyword: '', order_by: '', category: '' })).total).toBe(24);
    expect((await shop({ keyword: '   ' })).total).toBe(24);
    expect((await get('/api/shop?page=100000')).statusCode).toBe(200);
    expect((await shop({ page: 1 })).total).toBe(24);
  });

  it('shows a product with images, categories and sanitized details, counting each view', async () => {
    const first = await get('/api/product/napa-500-mg-tablet/show');
    expect(first.statusCode).toBe(200);
    const product = first.json() as Product;
    // The view is counted, not yet written (catalog.views.ts): the answer shows the stored views.
    expect(product).toMatchObject({ id: fixture.productIds['napa-500-mg-tablet'], title: 'Napa', views: 10 });
    expect(product.images).toEqual([
      {
        id: expect.any(Number),
        image: 'products/napa-500-mg-tablet.webp',
        thumbnail: 'products/napa-500-mg-tablet-thumb.webp',
      },
      { id: expect.any(Number), image: 'products/napa-back.webp', thumbnail: null },
    ]);
    expect(product.categories).toEqual([
      { id: fixture.categoryIds.pain, name: 'Pain Relief', bn_name: 'ব্যথানাশক', logo: 'categories/pain-relief.svg' },
    ]);
    expect(product.product_detail).toEqual({
      indications: '<p>Fever and <b>pain</b>.</p>',
      uses_rule: null,
      side_effect: null,
      description: '<p>Paracetamol tablet</p>',
    });

    await Promise.all([1, 2, 3].map(() => get('/api/product/napa-500-mg-tablet/show')));
    const storedViews = async (slug: string) => {
      const [row] = await database.db
        .select({ views: catalogTables.products.views })
        .from(catalogTables.products)
        .where(eq(catalogTables.products.slug, slug));
      return row.views;
    };
    // No write per request: the four views wait for the flush job, which writes them in one statement.
    expect(await storedViews('napa-500-mg-tablet')).toBe(10);
    await get('/api/product/seclo-20-mg-capsule/show');
    await enqueueJob(app.db, productViewFlush, {});
    expect(await app.jobs.drain()).toBe(1);
    expect(await storedViews('napa-500-mg-tablet')).toBe(14);
    expect(((await get('/api/product/napa-500-mg-tablet/show')).json() as Product).views).toBe(14);

    const plain = (await get('/api/product/seclo-20-mg-capsule/show')).json() as Product;
    expect(plain).toMatchObject({ images: [], categories: [], product_detail: null, views: 1 });
    // Nothing counted twice: a second flush writes only the two views since the first.
    expect(await flushProductViews(app.db, null)).toBe(2);
    expect(await storedViews('napa-500-mg-tablet')).toBe(15);
    expect(await flushProductViews(app.db, null)).toBe(0);
  });

  it('answers 404 "This product is unavailable" for inactive and unknown products, in Bengali too', async () => {
    for (const slug of ['renova-500-mg-tablet', 'no-such-product', "x'%20OR%20'1'='1"]) {
      const res = await get(`/api/product/${slug}/show`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ message: 'This product is unavailable' });
    }
    const bn = await get('/api/product/renova-500-mg-tablet/show', { 'accept-language': 'bn' });
    expect(bn.statusCode).toBe(404);
    expect(bn.json()).toEqual({ message: 'এই পণ্যটি এখন পাওয়া যাচ্ছে না' });
    const [row] = await database.db
      .select({ views: catalogTables.products.views })
      .from(catalogTables.products)
      .where(eq(catalogTables.products.slug, 'renova-500-mg-tablet'));
    expect(row.views).toBe(1000);
  });

  it('lists alternatives: same generics and strength, other brands, active, cheapest first', async () => {
    const res = await get(`/api/alternative-brand-product/${fixture.productIds['napa-500-mg-tablet']}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as ProductCard[];
    expect(list.map((p) => [p.title, p.final_price])).toEqual([
      ['Paracetamol BP', 0.7],
      ['Ace', 0.9],
      ['Fast', 1.1],
    ]);
    const fromAce = (await get(`/api/alternative-brand-product/${fixture.productIds['ace-500-mg-tablet']}`)).json();
    expect(titles(fromAce as ProductCard[])).toEqual(['Paracetamol BP', 'Fast', 'Napa', 'Napa One']);
    const extra = await get(`/api/alternative-brand-product/${fixture.productIds['napa-extra-500-mg-tablet']}`);
    expect(extra.json()).toEqual([]);
    expect((await get('/api/alternative-brand-product/999999')).json()).toEqual([]);
    expect((await get('/api/alternative-brand-product/abc')).statusCode).toBe(422);
    expect((await get('/api/alternative-brand-product/0')).statusCode).toBe(422);
  });

  it('lists popular products by views, active only', async () => {
    const res = await get('/api/popular-product');
    expect(res.statusCode).toBe(200);
    const list = res.json() as ProductCard[];
    expect(list).toHaveLength(12);
    expect(list[0].title).toBe('Napa Extra');
    expect(list[1].title).toBe('Napa');
    expect(titles(list)).not.toContain('Renova');
    expect(list.every((p, i) => i === 0 || list[i - 1].views >= p.views)).toBe(true);
  });

  it('answers the home page sections with all five keys', async () => {
    const res = await get('/api/home/popular-home-items');
    expect(res.statusCode).toBe(200);
    const body = res.json() as PopularHomeItemsResponse;
    expect(Object.keys(body.data).sort()).toEqual(['ambulances', 'bdDoctors', 'inDoctors', 'nurses', 'products']);
    expect(body.data.products).toEqual((await get('/api/popular-product')).json());
    expect(body.data.bdDoctors).toEqual([]);
  });

  it('keeps totals exact after a catalogue write in this process (totals are cached between writes)', async () => {
    const before = await shop({ keyword: 'totalcheck' });
    expect(before.total).toBe(0);
    await insertProducts(database.db, [{ slug: 'totalcheck-1', title: 'Totalcheck', price: 10 }]);
    const after = await shop({ keyword: 'totalcheck' });
    expect(after.total).toBe(1);
    expect(after.data.map((p) => p.slug)).toEqual(['totalcheck-1']);
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Category, Product, ShopResponse, Slider } from '@nirog/contracts';
import { createTestApp } from '../../../test/helpers';
import { seedDemoCatalog, type DemoCatalogData } from './catalog';

const detail = {
  indications: '<p>Fever</p><script>x()</script>',
  uses_rule: 'After meals',
  side_effect: '',
  description: 'Plain <b>text</b>',
};
const SAMPLE: DemoCatalogData = {
  categories: [
    { slug: 'pain-fever', name: 'Pain & Fever', bn_name: 'ব্যথা ও জ্বর', color: '#c2410c' },
    { slug: 'gastric', name: 'Gastric', bn_name: 'গ্যাস্ট্রিক', color: '#0369a1' },
  ],
  products: [
    {
      brand: 'Napa',
      bn_brand: 'নাপা',
      generics: ['Paracetamol'],
      strength: '500 mg',
      form: 'Tablet',
      manufacturer: 'Beximco Pharmaceuticals Ltd.',
      price: 1.2,
      discount: 0,
      category: 'pain-fever',
      prescription_required: false,
      ...detail,
    },
    {
      brand: 'Ace',
      bn_brand: 'এইস',
      generics: ['Paracetamol'],
      strength: '500 mg',
      form: 'Tablet',
      manufacturer: 'Square Pharmaceuticals PLC',
      price: 1.2,
      discount: 5,
      category: 'pain-fever',
      prescription_required: false,
      ...detail,
    },
    {
      brand: 'Napa',
      bn_brand: 'নাপা',
      generics: ['Paracetamol'],
      strength: '500 mg',
      form: 'Tablet',
      manufacturer: 'Beximco Pharmaceuticals Ltd.',
      price: 12,
      discount: 0,
      category: 'pain-fever',
      prescription_required: false,
      ...detail,
    },
    {
      brand: 'Seclo',
      bn_brand: 'সেকলো',
      generics: ['Omeprazole'],
      strength: '20 mg',
      form: 'Capsule',
      manufacturer: 'Square Pharmaceuticals PLC',
      price: 6,
      discount: 10,
      category: 'gastric',
      prescription_required: true,
      ...detail,
    },
  ],
  sliders: [
    {
      kind: 'home-slider',
      title: 'Medicine at your door',
      bn_title: 'ঘরে বসে ওষুধ',
      subtitle: 'Fast',
      color: '#0f766e',
    },
    { kind: 'home-slider', title: 'Doctors online', bn_title: 'অনলাইনে ডাক্তার', subtitle: '24/7', color: '#1d4ed8' },
    { kind: 'shop-slider', title: 'Save 10%', bn_title: '১০% ছাড়', subtitle: 'Today', color: '#b91c1c' },
  ],
};

describe('demo catalog seed', async () => {
  const { app, database } = await createTestApp();
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'nirog-catalog-seed-'));
  afterAll(() => rmSync(storageDir, { recursive: true, force: true }));
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('seeds categories, products with generated images, details and sliders, once', async () => {
    expect(await seedDemoCatalog(database.db, { storageDir, data: SAMPLE })).toBe(true);
    expect(await seedDemoCatalog(database.db, { storageDir, data: SAMPLE })).toBe(false);

    const categories = (await get('/api/categories')).json() as Category[];
    expect(categories.map((c) => [c.name, c.bn_name])).toEqual([
      ['Pain & Fever', 'ব্যথা ও জ্বর'],
      ['Gastric', 'গ্যাস্ট্রিক'],
    ]);
    for (const c of categories) expect(existsSync(path.join(storageDir, c.logo!))).toBe(true);

    const shop = (await get('/api/shop?order_by=title_asc')).json() as ShopResponse;
    expect(shop.total).toBe(4);
    const slugs = shop.data.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(4);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'napa-500-mg-tablet',
        'napa-500-mg-tablet-2',
        'ace-500-mg-tablet',
        'seclo-20-mg-capsule',
      ]),
    );
    const seclo = shop.data.find((p) => p.slug === 'seclo-20-mg-capsule')!;
    expect(seclo).toMatchObject({
      price: 6,
      discount: 10,
      final_price: 5.4,
      prescription_required: true,
      medicinetype: { title: 'Capsule', bn_title: 'ক্যাপসুল' },
      brand: { name: 'Square Pharmaceuticals PLC' },
      generics: [{ id: expect.any(Number), title: 'Omeprazole' }],
      image: { image: 'products/seclo-20-mg-capsule.webp', thumbnail: 'products/seclo-20-mg-capsule-thumb.webp' },
    });
    const webp = readFileSync(path.join(storageDir, seclo.image!.image));
    expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(existsSync(path.join(storageDir, seclo.image!.thumbnail!))).toBe(true);

    const product = (await get('/api/product/seclo-20-mg-capsule/show')).json() as Product;
    expect(product.product_detail).toEqual({
      indications: '<p>Fever</p>',
      uses_rule: 'After meals',
      side_effect: null,
      description: 'Plain <b>text</b>',
    });
    expect(product.categories.map((c) => c.name)).toEqual(['Gastric']);

    const napa = shop.data.find((p) => p.slug === 'napa-500-mg-tablet')!;
    const alternatives = (await get(`/api/alternative-brand-product/${napa.id}`)).json() as Product[];
    expect(alternatives.map((p) => p.title)).toEqual(['Ace']);

    const home = (await get('/api/sliders/home-slider')).json() as Slider[];
    expect(home.map((s) => s.title)).toEqual(['Medicine at your door', 'Doctors online']);
    for (const s of home) expect(existsSync(path.join(storageDir, s.image))).toBe(true);
    expect(((await get('/api/sliders/shop-slider')).json() as Slider[]).map((s) => s.bn_title)).toEqual(['১০% ছাড়']);
  });
});

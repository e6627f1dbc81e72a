import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminCategory, Category, CatalogTerm, CatalogTermsResponse } from '@nirog/contracts';
import { BN, createCatalogAdminContext, pngImage } from './catalog.admin-test-support';
import { catalogTables } from '../index';

const { categories, generics, brands, medicineTypes } = catalogTables;

describe('admin catalog: categories, generics, brands, medicine types', async () => {
  const { db, fixture, pharmacist, patient, api, auditOf, stored } = await createCatalogAdminContext();
  const cats = fixture.categoryIds;

  describe('categories', () => {
    it('lists every category, active or not, in (sort, id) order with product counts', async () => {
      const res = await api.get('/api/admin/catalog/categories', pharmacist.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          id: cats.hidden,
          slug: 'hidden',
          name: 'Hidden',
          bn_name: 'লুকানো',
          logo: null,
          sort: 0,
          active: false,
          product_count: 1,
        },
        {
          id: cats.pain,
          slug: 'pain-relief',
          name: 'Pain Relief',
          bn_name: 'ব্যথানাশক',
          logo: 'categories/pain-relief.svg',
          sort: 1,
          active: true,
          product_count: 3,
        },
        expect.objectContaining({ id: cats.antibiotics, product_count: 1 }),
        expect.objectContaining({ id: cats.bulk, product_count: 14 }),
      ]);
    });

    it('creates categories with a slug from the name, adding -2, -3 when taken', async () => {
      const body = { name: 'Baby Care', bn_name: 'শিশু যত্ন', sort: 5 };
      const first = await api.post('/api/admin/catalog/categories', body);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toEqual({
        message: 'The category has been created.',
        data: {
          id: expect.any(Number),
          slug: 'baby-care',
          name: 'Baby Care',
          bn_name: 'শিশু যত্ন',
          logo: null,
          sort: 5,
          active: true,
          product_count: 0,
        },
      });
      const second = await api.post('/api/admin/catalog/categories', { ...body, name: 'Baby  care!' });
      const third = await api.post('/api/admin/catalog/categories', body, undefined, BN);
      expect(second.json().data.slug).toBe('baby-care-2');
      expect(third.json()).toMatchObject({ message: 'ক্যাটাগরিটি তৈরি করা হয়েছে।', data: { slug: 'baby-care-3' } });
      expect(await auditOf('category', first.json().data.id)).toMatchObject([
        { action: 'category_created', actorId: expect.any(Number), details: { slug: 'baby-care' } },
      ]);
    });

    it('validates the body', async () => {
      const res = await api.post('/api/admin/catalog/categories', { name: ' ', sort: -1 });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['bn_name', 'name', 'sort']);
    });

    it('updates a category; an inactive one vanishes from /api/categories at once', async () => {
      const before = (await api.get('/api/categories', null)).json() as Category[];
      expect(before.map((c) => c.id)).toContain(cats.antibiotics);
      const res = await api.put(`/api/admin/catalog/categories/${cats.antibiotics}`, {
        name: 'Antibiotics & Antivirals',
        bn_name: 'অ্যান্টিবায়োটিক',
        sort: 2,
        active: false,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'The category has been updated.',
        data: { slug: 'antibiotics', name: 'Antibiotics & Antivirals', active: false, product_count: 1 },
      });
      const shop = (await api.get('/api/categories', null)).json() as Category[];
      expect(shop.map((c) => c.id)).toEqual([cats.pain, cats.bulk, ...shop.slice(2).map((c) => c.id)]);
      expect(shop.map((c) => c.id)).not.toContain(cats.antibiotics);
      const [entry] = await auditOf('category', cats.antibiotics);
      expect(entry).toMatchObject({ action: 'category_updated', details: { changed: ['name', 'active'] } });

      expect((await api.put('/api/admin/catalog/categories/999999', { name: 'x', bn_name: 'y' })).statusCode).toBe(404);
    });

    it('uploads a logo (re-encoded, at most 256 px, under categories/) and removes the old file', async () => {
      const url = `/api/admin/catalog/categories/${cats.bulk}/logo`;
      const first = await api.upload(url, {}, [{ field: 'image', data: await pngImage(1000, 500, '#0a0') }]);
      expect(first.statusCode, first.body).toBe(200);
      const logo = (first.json().data as AdminCategory).logo!;
      expect(first.json().message).toBe('The category logo has been updated.');
      expect(logo).toMatch(/^categories\/[A-Za-z0-9_-]+\.webp$/);
      expect(await sharp((await api.get(`/storage/${logo}`, null)).rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 256,
        height: 128,
      });
      const second = await api.upload(url);
      const next = second.json().data.logo as string;
      expect(next).not.toBe(logo);
      expect(stored(logo)).toBe(false);
      expect(stored(next)).toBe(true);
      expect((await auditOf('category', cats.bulk)).map((e) => e.action)).toEqual([
        'category_logo_updated',
        'category_logo_updated',
      ]);

      const text = await api.upload(url, {}, [{ field: 'image', data: Buffer.from('not an image') }]);
      expect(text.statusCode).toBe(422);
      expect(text.json().errors).toHaveProperty('image');
      expect((await api.upload('/api/admin/catalog/categories/999999/logo')).statusCode).toBe(404);
      expect((await api.upload(url, {}, undefined, patient.token)).statusCode).toBe(403);
    });

    it('refuses to delete a category with products, deletes an empty one with its logo', async () => {
      const used = await api.del(`/api/admin/catalog/categories/${cats.pain}`, undefined, BN);
      expect(used.statusCode).toBe(422);
      expect(used.json().message).toBe('এই ক্যাটাগরিতে এখনও ৩টি পণ্য আছে। পণ্যগুলো সরিয়ে নিন অথবা ক্যাটাগরিটি নিষ্ক্রিয় করুন।');
      const created = await api.post('/api/admin/catalog/categories', { name: 'Empty', bn_name: 'খালি' });
      const id = created.json().data.id as number;
      const logo = (await api.upload(`/api/admin/catalog/categories/${id}/logo`)).json().data.logo as string;
      expect(stored(logo)).toBe(true);

      const res = await api.del(`/api/admin/catalog/categories/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'The category has been deleted.' });
      expect(stored(logo)).toBe(false);
      expect(await db.$count(categories, eq(categories.id, id))).toBe(0);
      expect((await auditOf('category', id)).at(-1)).toMatchObject({
        action: 'category_deleted',
        details: { slug: 'empty', name: 'Empty' },
      });
      expect((await api.del(`/api/admin/catalog/categories/${id}`)).statusCode).toBe(404);
    });

    it('creates categories of one name sent in parallel, each with a slug of its own, never a 500', async () => {
      const body = { name: 'Eye Care', bn_name: 'চোখের যত্ন' };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => api.post('/api/admin/catalog/categories', body)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
      const slugs = answers.map((r) => r.json().data.slug).sort();
      expect(slugs).toEqual(['eye-care', 'eye-care-2', 'eye-care-3', 'eye-care-4', 'eye-care-5', 'eye-care-6']);
    });
  });

  describe('generics, brands and medicine types', () => {
    const terms = async (kind: string, query = '') => {
      const res = await api.get(`/api/admin/catalog/${kind}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CatalogTermsResponse;
    };

    it('lists each kind by name with product counts, searchable, 20 a page', async () => {
      const g = await terms('generics');
      expect(g).toMatchObject({ current_page: 1, per_page: 20, from: 1 });
      expect(g.data.map((t) => t.name)).toEqual([
        'Amoxicillin',
        'Caffeine',
        'Omeprazole',
        'Paracetamol',
        'Sodium Chloride',
      ]);
      expect(g.data.find((t) => t.name === 'Paracetamol')).toEqual({
        id: expect.any(Number),
        name: 'Paracetamol',
        bn_name: null,
        product_count: 8,
      });
      expect((await terms('generics', '?search=PARA')).data.map((t) => t.name)).toEqual(['Paracetamol']);
      expect((await terms('generics', '?search=%25')).data).toEqual([]);

      const b = await terms('brands');
      expect(b.data.map((t) => [t.name, t.bn_name, t.product_count])).toEqual([
        ['ACME', null, 2],
        ['Beximco', null, 4],
        ['Incepta', null, 2],
        ['Square', null, 3],
      ]);
      const m = await terms('medicine-types', '?search=tab');
      expect(m.data).toEqual([{ id: expect.any(Number), name: 'Tablet', bn_name: 'ট্যাবলেট', product_count: 24 }]);
      expect((await terms('medicine-types', '?page=5')).data).toEqual([]);
    });

    it('creates terms; brands never keep a Bengali name', async () => {
      const res = await api.post('/api/admin/catalog/generics', { name: 'Ibuprofen', bn_name: 'আইবুপ্রোফেন' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({
        message: 'Ibuprofen has been created.',
        data: { id: expect.any(Number), name: 'Ibuprofen', bn_name: 'আইবুপ্রোফেন', product_count: 0 },
      });
      const brand = await api.post(
        '/api/admin/catalog/brands',
        { name: 'Renata', bn_name: 'রেনাটা' },
        pharmacist.token,
      );
      expect(brand.json().data).toMatchObject({ name: 'Renata', bn_name: null });
      const [row] = await db.select().from(brands).where(eq(brands.name, 'Renata'));
      expect(row).toBeDefined();
      const type = await api.post('/api/admin/catalog/medicine-types', { name: 'Cream', bn_name: '' }, undefined, BN);
      expect(type.json()).toMatchObject({ message: 'Cream তৈরি করা হয়েছে।', data: { name: 'Cream', bn_name: null } });
      expect(await auditOf('generic', res.json().data.id)).toMatchObject([
        { action: 'generic_created', details: { name: 'Ibuprofen' } },
      ]);
      expect(await auditOf('brand', brand.json().data.id)).toMatchObject([
        { action: 'brand_created', actorId: pharmacist.user.id },
      ]);
      expect(await auditOf('medicine_type', type.json().data.id)).toMatchObject([{ action: 'medicine_type_created' }]);
    });

    it('refuses a name already taken, whatever its case (422 on name)', async () => {
      for (const [kind, name] of [
        ['generics', 'paracetamol'],
        ['brands', 'SQUARE'],
        ['medicine-types', 'tablet'],
      ]) {
        const res = await api.post(`/api/admin/catalog/${kind}`, { name });
        expect(res.statusCode, kind).toBe(422);
        expect(res.json().errors).toEqual({ name: ['The name has already been taken.'] });
      }
      const long = await api.post('/api/admin/catalog/medicine-types', { name: 'x'.repeat(81) });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors).toEqual({ name: ['The name may not be greater than 80 characters.'] });
      const blank = await api.post('/api/admin/catalog/generics', { name: '  ' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors).toHaveProperty('name');
    });

    it('answers terms of one name sent in parallel with one creation and 422s on name, never a 500', async () => {
      for (const kind of ['generics', 'brands', 'medicine-types']) {
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => api.post(`/api/admin/catalog/${kind}`, { name: `Race ${kind}` })),
        );
        const codes = answers.map((r) => r.statusCode).sort();
        expect(codes, kind).toEqual([201, 422, 422, 422, 422, 422]);
        for (const refused of answers.filter((r) => r.statusCode === 422)) {
          expect(refused.json().errors).toEqual({ name: ['The name has already been taken.'] });
        }
      }
    });

    it('renames a term (its own name in another case is fine) and answers 404 for unknown ids', async () => {
      const [omeprazole] = await db.select().from(generics).where(eq(generics.title, 'Omeprazole'));
      const res = await api.put(`/api/admin/catalog/generics/${omeprazole.id}`, {
        name: 'OMEPRAZOLE',
        bn_name: 'ওমিপ্রাজল',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        message: 'OMEPRAZOLE has been updated.',
        data: { id: omeprazole.id, name: 'OMEPRAZOLE', bn_name: 'ওমিপ্রাজল', product_count: 1 },
      });
      const taken = await api.put(`/api/admin/catalog/generics/${omeprazole.id}`, { name: 'Caffeine' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toHaveProperty('name');
      expect(await auditOf('generic', omeprazole.id)).toMatchObject([
        {
          action: 'generic_updated',
          details: { from: { name: 'Omeprazole', bn_name: null }, to: { name: 'OMEPRAZOLE', bn_name: 'ওমিপ্রাজল' } },
        },
      ]);
      const missing = await api.put('/api/admin/catalog/brands/999999', { name: 'Nobody' }, undefined, BN);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'ব্র্যান্ডটি পাওয়া যায়নি।' });
      expect((await api.put('/api/admin/catalog/medicine-types/999999', { name: 'X' })).statusCode).toBe(404);
    });

    it('refuses to delete a term products use, deletes an unused one', async () => {
      const [tablet] = await db.select().from(medicineTypes).where(eq(medicineTypes.title, 'Tablet'));
      const used = await api.del(`/api/admin/catalog/medicine-types/${tablet.id}`);
      expect(used.statusCode).toBe(422);
      expect(used.json()).toEqual({ message: 'It cannot be deleted while 24 products use it.' });
      const [beximco] = await db.select().from(brands).where(eq(brands.name, 'Beximco'));
      const usedBn = await api.del(`/api/admin/catalog/brands/${beximco.id}`, undefined, BN);
      expect(usedBn.json().message).toBe('৪টি পণ্য এটি ব্যবহার করছে, তাই এখন মুছে ফেলা যাবে না।');

      const created = (await api.post('/api/admin/catalog/generics', { name: 'Zinc' })).json().data as CatalogTerm;
      const res = await api.del(`/api/admin/catalog/generics/${created.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'It has been deleted.' });
      expect(await db.$count(generics, eq(generics.id, created.id))).toBe(0);
      expect((await auditOf('generic', created.id)).map((e) => e.action)).toEqual([
        'generic_created',
        'generic_deleted',
      ]);
      expect((await api.del(`/api/admin/catalog/generics/${created.id}`)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown kind', async () => {
      expect((await api.get('/api/admin/catalog/vitamins')).statusCode).toBe(404);
    });
  });

  it('answers 401 without a token and 403 to a patient', async () => {
    for (const url of ['/api/admin/catalog/categories', '/api/admin/catalog/generics', '/api/admin/catalog/brands']) {
      expect((await api.get(url, null)).statusCode, url).toBe(401);
      expect((await api.get(url, patient.token)).statusCode, url).toBe(403);
    }
    expect(
      (await api.post('/api/admin/catalog/categories', { name: 'x', bn_name: 'y' }, patient.token)).statusCode,
    ).toBe(403);
    expect((await api.del(`/api/admin/catalog/categories/${cats.bulk}`, patient.token)).statusCode).toBe(403);
    expect((await api.post('/api/admin/catalog/generics', { name: 'x' }, null)).statusCode).toBe(401);
  });
});

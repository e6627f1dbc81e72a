import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PRODUCT_IMAGES_MAX,
  type AdminProduct,
  type AdminProductWriteResponse,
  type AdminProductsResponse,
  type ProductWriteBody,
  type ShopResponse,
} from '@nirog/contracts';
import { BN, createCatalogAdminContext, pngImage } from './catalog.admin-test-support';
import { catalogTables } from '../index';

const { generics, medicineTypes, brands, products, productGenerics, productCategories, productImages } = catalogTables;

describe('admin catalog: products and images', async () => {
  const { db, fixture, pharmacist, patient, api, auditOf, stored } = await createCatalogAdminContext();
  const ids = fixture.productIds;
  const idOf = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0].id;
  const paracetamol = await idOf(db.select().from(generics).where(eq(generics.title, 'Paracetamol')));
  const caffeine = await idOf(db.select().from(generics).where(eq(generics.title, 'Caffeine')));
  const tablet = await idOf(db.select().from(medicineTypes).where(eq(medicineTypes.title, 'Tablet')));
  const square = await idOf(db.select().from(brands).where(eq(brands.name, 'Square')));

  const list = async (query = '') => {
    const res = await api.get(`/api/admin/catalog/products${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminProductsResponse;
  };
  const form = (over: Partial<ProductWriteBody> = {}): ProductWriteBody => ({
    title: 'Tufnil',
    bn_title: 'টাফনিল',
    power: '200 mg',
    price: 10,
    discount: 5,
    medicine_type_id: tablet,
    brand_id: square,
    generic_ids: [paracetamol],
    category_ids: [fixture.categoryIds.pain],
    prescription_required: true,
    description: '<p>For <b>migraine</b>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    ...over,
  });

  describe('list', () => {
    it('lists every product, active or not, newest first, 20 a page, with its row fields', async () => {
      const first = await list();
      expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 25, from: 1, to: 20 });
      expect(first.data[0].title).toBe('Filler 14');
      const second = await list('?page=2');
      expect(second.data.map((p) => p.title)).toContain('Renova');
      const napa = second.data.find((p) => p.slug === 'napa-500-mg-tablet')!;
      expect(napa).toEqual({
        id: ids['napa-500-mg-tablet'],
        slug: 'napa-500-mg-tablet',
        title: 'Napa',
        bn_title: 'নাপা',
        power: '500 mg',
        price: 1.2,
        discount: 0,
        final_price: 1.2,
        active: true,
        prescription_required: false,
        views: 10,
        medicine_type: { id: tablet, title: 'Tablet', bn_title: 'ট্যাবলেট' },
        brand: { id: expect.any(Number), name: 'Beximco' },
        generics: [{ id: paracetamol, title: 'Paracetamol' }],
        thumbnail: 'products/napa-500-mg-tablet-thumb.webp',
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect((await list('?page=9')).data).toEqual([]);
    });

    it('searches title, Bengali title, slug and generic, and filters by category and status', async () => {
      const titles = async (query: string) => (await list(query)).data.map((p) => p.title).sort();
      expect(await titles('?search=NAPA')).toEqual(['Kinapa', 'Napa', 'Napa Extra', 'Napa One']);
      expect(await titles(`?search=${encodeURIComponent('এক্সট্রা')}`)).toEqual(['Napa Extra']);
      expect(await titles('?search=moxacil-500')).toEqual(['Moxacil']);
      expect(await titles('?search=omeprazole')).toEqual(['Seclo']);
      // LIKE wildcards match literally.
      expect(await titles('?search=0.9%25')).toEqual(['Normal Saline 0.9%']);
      expect(await titles('?search=%25')).toEqual(['Normal Saline 0.9%']);
      expect(await titles('?search=_')).toEqual([]);
      expect(await titles(`?category=${fixture.categoryIds.pain}`)).toEqual(['Ace', 'Napa', 'Napa Extra']);
      expect(await titles(`?category=${fixture.categoryIds.hidden}`)).toEqual(['Napa']);
      expect(await titles('?status=inactive')).toEqual(['Renova']);
      expect((await list('?status=active')).total).toBe(24);
      expect(await titles('?search=500&status=inactive')).toEqual(['Renova']);
      expect((await list('?search=&category=&status=')).total).toBe(25);
    });

    it('refuses a bad filter with 422', async () => {
      const res = await api.get('/api/admin/catalog/products?status=gone&category=x');
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['category', 'status']);
    });

    it('is open to a Pharmacist', async () => {
      expect((await api.get('/api/admin/catalog/products', pharmacist.token)).statusCode).toBe(200);
    });
  });

  describe('show', () => {
    it('shows one product with categories (inactive too), images and detail HTML', async () => {
      const res = await api.get(`/api/admin/catalog/products/${ids['napa-500-mg-tablet']}`);
      expect(res.statusCode).toBe(200);
      const napa = res.json() as AdminProduct;
      expect(napa.categories.map((c) => c.name)).toEqual(['Hidden', 'Pain Relief']);
      expect(napa.images).toEqual([
        {
          id: expect.any(Number),
          image: 'products/napa-500-mg-tablet.webp',
          thumbnail: 'products/napa-500-mg-tablet-thumb.webp',
          sort: 0,
        },
        { id: expect.any(Number), image: 'products/napa-back.webp', thumbnail: null, sort: 1 },
      ]);
      expect(napa.indications).toBe('<p>Fever and <b>pain</b>.</p>');
      expect(napa.uses_rule).toBeNull();
    });

    it('answers 404 for an unknown product and 422 for a bad id', async () => {
      const res = await api.get('/api/admin/catalog/products/999999', undefined, BN);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'পণ্যটি পাওয়া যায়নি।' });
      expect((await api.get('/api/admin/catalog/products/abc')).statusCode).toBe(422);
    });
  });

  describe('create', () => {
    it('creates a product: default slug, server-side final price, sanitized HTML, links, audit', async () => {
      const res = await api.post('/api/admin/catalog/products', form());
      expect(res.statusCode, res.body).toBe(201);
      const { message, data } = res.json() as AdminProductWriteResponse;
      expect(message).toBe('The product has been created.');
      expect(data).toMatchObject({
        slug: 'tufnil-200-mg-tablet',
        title: 'Tufnil',
        bn_title: 'টাফনিল',
        price: 10,
        discount: 5,
        final_price: 9.5,
        active: true,
        prescription_required: true,
        medicine_type: { id: tablet, title: 'Tablet' },
        brand: { id: square, name: 'Square' },
        generics: [{ id: paracetamol, title: 'Paracetamol' }],
        categories: [{ id: fixture.categoryIds.pain, name: 'Pain Relief' }],
        images: [],
        thumbnail: null,
        description: '<p>For <b>migraine</b>.</p>',
        indications: null,
      });
      const [row] = await db.select().from(products).where(eq(products.id, data.id));
      expect(row).toMatchObject({ pricePoisha: 1000, finalPricePoisha: 950 });
      const audit = await auditOf('product', data.id);
      expect(audit).toMatchObject([
        { action: 'product_created', details: { slug: 'tufnil-200-mg-tablet', title: 'Tufnil' } },
      ]);

      const shop = (await (await api.get('/api/shop?keyword=tufnil', null)).json()) as ShopResponse;
      expect(shop.data.map((p) => p.slug)).toEqual(['tufnil-200-mg-tablet']);
    });

    it('keeps a given slug, lowercased, and answers in Bengali', async () => {
      const res = await api.post(
        '/api/admin/catalog/products',
        form({ title: 'Tufnil Kids', slug: 'Tufnil-Kids-Special', generic_ids: [], category_ids: [] }),
        pharmacist.token,
        BN,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ message: 'পণ্যটি তৈরি করা হয়েছে।', data: { slug: 'tufnil-kids-special' } });
      const [entry] = await auditOf('product', res.json().data.id);
      expect(entry.actorId).toBe(pharmacist.user.id);
    });

    it('refuses a slug that is taken, given or made from the title (422 on slug)', async () => {
      const given = await api.post('/api/admin/catalog/products', form({ slug: 'napa-500-mg-tablet' }));
      expect(given.statusCode).toBe(422);
      expect(given.json().errors).toEqual({ slug: ['The slug has already been taken.'] });
      const made = await api.post('/api/admin/catalog/products', form({ title: 'Napa', power: '500 mg' }));
      expect(made.statusCode).toBe(422);
      expect(made.json().errors).toEqual({ slug: ['The slug has already been taken.'] });
      const bn = await api.post('/api/admin/catalog/products', form({ slug: 'napa-500-mg-tablet' }), undefined, BN);
      expect(bn.json().errors.slug).toEqual(['এই স্লাগ আগেই ব্যবহার করা হয়েছে।']);
    });

    it('refuses unknown medicine type, brand, generics and categories (422 on each field)', async () => {
      const before = await db.$count(products);
      const res = await api.post(
        '/api/admin/catalog/products',
        form({
          title: 'Ghost',
          medicine_type_id: 99999,
          brand_id: 99999,
          generic_ids: [paracetamol, 99999],
          category_ids: [99999],
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        medicine_type_id: ['The selected medicine type is invalid.'],
        brand_id: ['The selected brand is invalid.'],
        generic_ids: ['The selected generics is invalid.'],
        category_ids: ['The selected categories is invalid.'],
      });
      expect(await db.$count(products)).toBe(before);
    });

    it('validates the body against the contract', async () => {
      const res = await api.post('/api/admin/catalog/products', {
        title: '',
        price: -1,
        discount: 101,
        slug: 'Bad Slug!',
        generic_ids: 'x',
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['discount', 'generic_ids', 'price', 'slug', 'title']);
      const missing = await api.post('/api/admin/catalog/products', {});
      expect(Object.keys(missing.json().errors).sort()).toEqual(['price', 'title']);
    });
  });

  describe('update', () => {
    it('updates every field, replaces links, recomputes the final price and audits what changed', async () => {
      const id = ids['napa-extra-500-mg-tablet'];
      const res = await api.put(
        `/api/admin/catalog/products/${id}`,
        form({
          title: 'Napa Extra',
          slug: 'napa-extra-500-mg-tablet',
          power: '500 mg',
          price: 3,
          discount: 12.5,
          brand_id: square,
          generic_ids: [caffeine],
          category_ids: [fixture.categoryIds.antibiotics, fixture.categoryIds.bulk],
          prescription_required: false,
          indications: '<h3>Uses</h3><a href="javascript:x">click</a>',
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const { message, data } = res.json() as AdminProductWriteResponse;
      expect(message).toBe('The product has been updated.');
      expect(data).toMatchObject({
        price: 3,
        discount: 12.5,
        final_price: 2.62,
        brand: { id: square, name: 'Square' },
        generics: [{ id: caffeine, title: 'Caffeine' }],
        indications: '<h3>Uses</h3>click',
        description: '<p>For <b>migraine</b>.</p>',
      });
      expect(data.categories.map((c) => c.name)).toEqual(['Antibiotics', 'Bulk']);
      expect(await db.select().from(productGenerics).where(eq(productGenerics.productId, id))).toEqual([
        { productId: id, genericId: caffeine },
      ]);
      expect(await db.$count(productCategories, eq(productCategories.productId, id))).toBe(2);
      const [entry] = await auditOf('product', id);
      expect(entry.action).toBe('product_updated');
      expect(entry.details.changed).toEqual(
        expect.arrayContaining(['price', 'final_price', 'brand', 'generics', 'categories', 'indications']),
      );
      expect(entry.details.changed).not.toContain('title');
    });

    it('keeps the address when edited without a slug, and refuses a slug taken by another product', async () => {
      const id = ids['napa-one-500-mg-tablet'];
      const ok = await api.put(`/api/admin/catalog/products/${id}`, form({ title: 'Napa Renamed', power: '650 mg' }));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toMatchObject({ slug: 'napa-one-500-mg-tablet', title: 'Napa Renamed' });
      const taken = await api.put(`/api/admin/catalog/products/${id}`, form({ slug: 'ace-500-mg-tablet' }));
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toHaveProperty('slug');
    });

    it('answers 404 for an unknown product and 422 for unknown references', async () => {
      expect((await api.put('/api/admin/catalog/products/999999', form())).statusCode).toBe(404);
      const res = await api.put(
        `/api/admin/catalog/products/${ids['fast-500-mg-tablet']}`,
        form({ title: 'Fast', generic_ids: [424242] }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ generic_ids: ['The selected generics is invalid.'] });
      expect(
        (await api.put(`/api/admin/catalog/products/${ids['fast-500-mg-tablet']}`, { title: 'x' })).statusCode,
      ).toBe(422);
    });
  });

  describe('status', () => {
    it('deactivates (gone from the shop, page 404) and reactivates, with audit entries', async () => {
      const id = ids['seclo-20-mg-capsule'];
      expect(((await api.get('/api/shop?keyword=seclo', null)).json() as ShopResponse).total).toBe(1);
      const off = await api.put(`/api/admin/catalog/products/${id}/status`, { active: false }, pharmacist.token);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({
        message: 'The product has been deactivated and is hidden from the shop.',
        data: { id, active: false },
      });
      const shop = (await api.get('/api/shop?keyword=seclo', null)).json() as ShopResponse;
      expect(shop.data).toEqual([]);
      const page = await api.get('/api/product/seclo-20-mg-capsule/show', null);
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ message: 'This product is unavailable' });
      expect((await list('?status=inactive&search=seclo')).total).toBe(1);

      const on = await api.put(`/api/admin/catalog/products/${id}/status`, { active: true }, undefined, BN);
      expect(on.json()).toMatchObject({
        message: 'পণ্যটি আবার সক্রিয় করা হয়েছে এবং দোকানে ফিরে এসেছে।',
        data: { active: true },
      });
      expect((await api.get('/api/product/seclo-20-mg-capsule/show', null)).statusCode).toBe(200);
      expect(((await api.get('/api/shop?keyword=seclo', null)).json() as ShopResponse).total).toBe(1);
      expect((await auditOf('product', id)).map((e) => e.action)).toEqual([
        'product_deactivated',
        'product_reactivated',
      ]);
    });

    it('validates and answers 404', async () => {
      expect((await api.put(`/api/admin/catalog/products/${ids['ace-500-mg-tablet']}/status`, {})).statusCode).toBe(
        422,
      );
      expect((await api.put('/api/admin/catalog/products/999999/status', { active: false })).statusCode).toBe(404);
    });
  });

  describe('images', () => {
    const imagesOf = (productId: number) =>
      db.select().from(productImages).where(eq(productImages.productId, productId)).orderBy(productImages.sort);

    it('adds a re-encoded image and thumbnail at the end, stored under products/', async () => {
      const id = ids['napa-500-mg-tablet'];
      const res = await api.upload(`/api/admin/catalog/products/${id}/images`, {}, [
        { field: 'image', data: await pngImage(2400, 1200), filename: '../../etc/passwd.png' },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const { message, data } = res.json() as AdminProductWriteResponse;
      expect(message).toBe('The image has been added.');
      expect(data.images).toHaveLength(3);
      const added = data.images[2];
      expect(added).toMatchObject({ sort: 2 });
      expect(added.image).toMatch(/^products\/[A-Za-z0-9_-]+\.webp$/);
      expect(added.thumbnail).toMatch(/^products\/[A-Za-z0-9_-]+\.webp$/);
      expect(stored(added.image) && stored(added.thumbnail)).toBe(true);
      const served = await api.get(`/storage/${added.image}`, null);
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 600 });
      const thumb = await sharp((await api.get(`/storage/${added.thumbnail}`, null)).rawPayload).metadata();
      expect(thumb).toMatchObject({ width: 300, height: 150 });
      expect(await auditOf('product', id)).toMatchObject([
        { action: 'product_image_added', details: { image_id: added.id, image: added.image } },
      ]);
    });

    it('refuses too large, not-an-image, missing and extra files with 422 on image', async () => {
      const id = ids['ace-500-mg-tablet'];
      const url = `/api/admin/catalog/products/${id}/images`;
      const big = await api.upload(url, {}, [{ field: 'image', data: Buffer.alloc(5 * 1024 * 1024 + 1, 1) }]);
      expect(big.statusCode).toBe(422);
      expect(big.json().errors).toEqual({ image: ['The image may not be larger than 5 MB.'] });
      const text = await api.upload(url, {}, [{ field: 'image', data: Buffer.from('hello, not a picture') }]);
      expect(text.statusCode).toBe(422);
      expect(text.json().errors).toEqual({ image: ['The image must be a PNG, JPEG or WebP image.'] });
      const none = await api.upload(url, { note: 'no file' }, []);
      expect(none.json().errors).toEqual({ image: ['Please choose a file for image.'] });
      const json = await api.post(url, { image: 'x' });
      expect(json.statusCode).toBe(422);
      const two = await api.upload(url, {}, [
        { field: 'image', data: await pngImage() },
        { field: 'image', data: await pngImage() },
      ]);
      expect(two.statusCode).toBe(422);
      expect(two.json().errors).toHaveProperty('image');
      expect(await imagesOf(id)).toEqual([]);
    });

    it(`refuses the image after ${PRODUCT_IMAGES_MAX}`, async () => {
      const id = ids['fast-500-mg-tablet'];
      const url = `/api/admin/catalog/products/${id}/images`;
      for (let i = 0; i < PRODUCT_IMAGES_MAX; i++) expect((await api.upload(url)).statusCode).toBe(200);
      const ninth = await api.upload(url, {}, undefined, undefined, BN);
      expect(ninth.statusCode).toBe(422);
      expect(ninth.json().errors).toEqual({ image: ['একটি পণ্যের সর্বোচ্চ ৮টি ছবি থাকতে পারে।'] });
      expect((await imagesOf(id)).map((r) => r.sort)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    });

    it('answers 404 for images of an unknown product', async () => {
      expect((await api.upload('/api/admin/catalog/products/999999/images')).statusCode).toBe(404);
    });

    it('reorders with exactly the product’s image ids, refusing foreign, missing or repeated ids', async () => {
      const id = ids['kinapa-120-mg-syrup'];
      const url = `/api/admin/catalog/products/${id}/images`;
      for (let i = 0; i < 3; i++) expect((await api.upload(url)).statusCode).toBe(200);
      const [a, b, c] = (await imagesOf(id)).map((r) => r.id);
      const foreign = (await imagesOf(ids['napa-500-mg-tablet']))[0].id;

      for (const image_ids of [
        [c, b, foreign],
        [c, b],
        [c, b, b],
        [c, b, a, foreign],
      ]) {
        const res = await api.put(`${url}/order`, { image_ids });
        expect(res.statusCode, JSON.stringify(image_ids)).toBe(422);
        expect(res.json().errors).toEqual({ image_ids: ['List every image of this product exactly once.'] });
      }
      const ok = await api.put(`${url}/order`, { image_ids: [c, a, b] });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().message).toBe('The image order has been saved.');
      expect((ok.json() as AdminProductWriteResponse).data.images.map((i) => [i.id, i.sort])).toEqual([
        [c, 0],
        [a, 1],
        [b, 2],
      ]);
      const row = (await list('?search=kinapa')).data[0];
      expect(row.thumbnail).toBe(ok.json().data.images[0].thumbnail);
      expect((await api.put(`${url}/order`, { image_ids: [] })).statusCode).toBe(422);
      expect((await api.put('/api/admin/catalog/products/999999/images/order', { image_ids: [a] })).statusCode).toBe(
        404,
      );
      expect((await auditOf('product', id)).at(-1)).toMatchObject({
        action: 'product_images_reordered',
        details: { image_ids: [c, a, b] },
      });
    });

    it('deletes an image: the row and both files; 404 for another product’s image', async () => {
      const id = ids['moxacil-500-mg-capsule'];
      const added = (await api.upload(`/api/admin/catalog/products/${id}/images`)).json() as AdminProductWriteResponse;
      const image = added.data.images[0];
      expect(stored(image.image) && stored(image.thumbnail)).toBe(true);

      const wrong = await api.del(`/api/admin/catalog/products/${ids['ace-500-mg-tablet']}/images/${image.id}`);
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toEqual({ message: 'Image not found.' });

      const res = await api.del(`/api/admin/catalog/products/${id}/images/${image.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: 'The image has been deleted.', data: { id, images: [] } });
      expect(stored(image.image) || stored(image.thumbnail)).toBe(false);
      expect((await api.get(`/storage/${image.image}`, null)).statusCode).toBe(404);
      expect((await auditOf('product', id)).map((e) => e.action)).toEqual([
        'product_image_added',
        'product_image_deleted',
      ]);
      expect((await api.del(`/api/admin/catalog/products/${id}/images/${image.id}`)).statusCode).toBe(404);
    });
  });

  it('answers 403 to a patient on product writes', async () => {
    const id = ids['ace-500-mg-tablet'];
    expect((await api.post('/api/admin/catalog/products', form(), patient.token)).statusCode).toBe(403);
    expect(
      (await api.put(`/api/admin/catalog/products/${id}/status`, { active: false }, patient.token)).statusCode,
    ).toBe(403);
    expect(
      (await api.upload(`/api/admin/catalog/products/${id}/images`, {}, undefined, patient.token)).statusCode,
    ).toBe(403);
    expect((await api.get(`/api/admin/catalog/products/${id}`, null)).statusCode).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminSlider, Slider } from '@nirog/contracts';
import { BN, createCatalogAdminContext, pngImage } from './catalog.admin-test-support';
import { catalogTables } from '../index';

const { sliders } = catalogTables;

describe('admin catalog: sliders', async () => {
  const { db, pharmacist, patient, api, auditOf, stored } = await createCatalogAdminContext();
  const publicSlides = async (kind: string) => (await api.get(`/api/sliders/${kind}`, null)).json() as Slider[];

  it('lists every slide of a kind, active or not, in order', async () => {
    const res = await api.get('/api/admin/catalog/sliders?kind=home-slider', pharmacist.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        kind: 'home-slider',
        image: 'sliders/home-off.webp',
        title: null,
        bn_title: null,
        link: null,
        sort: 0,
        active: false,
      },
      {
        id: expect.any(Number),
        kind: 'home-slider',
        image: 'sliders/home-1.webp',
        title: 'First',
        bn_title: 'প্রথম',
        link: '/shop',
        sort: 1,
        active: true,
      },
      expect.objectContaining({ image: 'sliders/home-2.webp', sort: 2 }),
    ]);
    expect((await api.get('/api/admin/catalog/sliders?kind=video-slider')).json()).toEqual([]);
    const bad = await api.get('/api/admin/catalog/sliders?kind=evil');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('kind');
    expect((await api.get('/api/admin/catalog/sliders')).statusCode).toBe(422);
  });

  it('creates a slide from form fields and an image (re-encoded, at most 1600 px, under sliders/)', async () => {
    const res = await api.upload(
      '/api/admin/catalog/sliders',
      {
        kind: 'shop-slider',
        title: 'Winter sale',
        bn_title: 'শীতের ছাড়',
        link: 'https://example.com/sale',
        sort: 4,
        active: 'true',
      },
      [{ field: 'image', data: await pngImage(3200, 800, '#00f') }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const { message, data } = res.json() as { message: string; data: AdminSlider };
    expect(message).toBe('The slide has been created.');
    expect(data).toEqual({
      id: expect.any(Number),
      kind: 'shop-slider',
      image: expect.stringMatching(/^sliders\/[A-Za-z0-9_-]+\.webp$/),
      title: 'Winter sale',
      bn_title: 'শীতের ছাড়',
      link: 'https://example.com/sale',
      sort: 4,
      active: true,
    });
    const picture = await sharp((await api.get(`/storage/${data.image}`, null)).rawPayload).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 1600, height: 400 });
    expect((await publicSlides('shop-slider')).map((s) => s.title)).toContain('Winter sale');
    expect(await auditOf('slider', data.id)).toMatchObject([
      { action: 'slider_created', details: { kind: 'shop-slider', image: data.image } },
    ]);

    const minimal = await api.upload('/api/admin/catalog/sliders', { kind: 'nurse-slider', active: 'false', link: '' });
    expect(minimal.statusCode, minimal.body).toBe(201);
    expect(minimal.json().data).toMatchObject({ title: null, link: null, sort: 0, active: false });
    expect(await publicSlides('nurse-slider')).toEqual([]);
  });

  it('validates the form fields in the usual 422 shape, storing nothing', async () => {
    const before = await db.$count(sliders);
    const res = await api.upload('/api/admin/catalog/sliders', {
      kind: 'evil',
      link: 'javascript:alert(1)',
      sort: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: expect.any(String),
      errors: {
        kind: ['The selected slider kind is invalid.'],
        link: ['The link format is invalid.'],
        sort: ['The sort order must be a number.'],
      },
    });
    const bn = await api.upload('/api/admin/catalog/sliders', {}, undefined, undefined, BN);
    expect(bn.json().errors).toEqual({ kind: ['নির্বাচিত স্লাইডারের ধরন সঠিক নয়।'] });
    const noImage = await api.upload('/api/admin/catalog/sliders', { kind: 'home-slider' }, []);
    expect(noImage.statusCode).toBe(422);
    expect(noImage.json().errors).toEqual({ image: ['Please choose a file for image.'] });
    const text = await api.upload('/api/admin/catalog/sliders', { kind: 'home-slider' }, [
      { field: 'image', data: Buffer.from('plain text'), filename: 'banner.png' },
    ]);
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ image: ['The image must be a PNG, JPEG or WebP image.'] });
    expect(await db.$count(sliders)).toBe(before);
  });

  it('updates a slide from JSON; a deactivated slide vanishes from the public slider at once', async () => {
    const [first] = await db.select().from(sliders).where(eq(sliders.image, 'sliders/home-1.webp'));
    expect((await publicSlides('home-slider')).map((s) => s.image)).toEqual([
      'sliders/home-1.webp',
      'sliders/home-2.webp',
    ]);
    const res = await api.put(`/api/admin/catalog/sliders/${first.id}`, {
      kind: 'home-slider',
      title: 'First, renamed',
      bn_title: 'প্রথম',
      link: '/shop',
      sort: 1,
      active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The slide has been updated.',
      data: { id: first.id, title: 'First, renamed', active: false, image: 'sliders/home-1.webp' },
    });
    expect((await publicSlides('home-slider')).map((s) => s.image)).toEqual(['sliders/home-2.webp']);
    expect(await auditOf('slider', first.id)).toMatchObject([
      { action: 'slider_updated', details: { changed: ['title', 'active'] } },
    ]);

    const bad = await api.put(`/api/admin/catalog/sliders/${first.id}`, { kind: 'home-slider', link: 'ftp://x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('link');
    const missing = await api.put('/api/admin/catalog/sliders/999999', { kind: 'home-slider' }, undefined, BN);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'স্লাইডটি পাওয়া যায়নি।' });
  });

  it('replaces the picture and removes the old file', async () => {
    const created = (await api.upload('/api/admin/catalog/sliders', { kind: 'bd-doctor-slider' })).json()
      .data as AdminSlider;
    expect(stored(created.image)).toBe(true);
    const res = await api.upload(`/api/admin/catalog/sliders/${created.id}/image`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The slide image has been replaced.');
    const next = res.json().data.image as string;
    expect(next).not.toBe(created.image);
    expect(stored(created.image)).toBe(false);
    expect(stored(next)).toBe(true);
    expect((await auditOf('slider', created.id)).map((e) => e.action)).toEqual([
      'slider_created',
      'slider_image_replaced',
    ]);

    const text = await api.upload(`/api/admin/catalog/sliders/${created.id}/image`, {}, [
      { field: 'image', data: Buffer.from('nope') },
    ]);
    expect(text.statusCode).toBe(422);
    expect(stored(next)).toBe(true);
    expect((await api.upload('/api/admin/catalog/sliders/999999/image')).statusCode).toBe(404);
  });

  it('deletes a slide with its file', async () => {
    const created = (await api.upload('/api/admin/catalog/sliders', { kind: 'ambulance-slider' })).json()
      .data as AdminSlider;
    expect((await publicSlides('ambulance-slider')).map((s) => s.id)).toEqual([created.id]);
    const res = await api.del(`/api/admin/catalog/sliders/${created.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'The slide has been deleted.' });
    expect(stored(created.image)).toBe(false);
    expect(await db.$count(sliders, eq(sliders.id, created.id))).toBe(0);
    expect((await auditOf('slider', created.id)).at(-1)).toMatchObject({ action: 'slider_deleted' });
    expect(await publicSlides('ambulance-slider')).toEqual([]);
    expect((await api.del(`/api/admin/catalog/sliders/${created.id}`)).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to a patient', async () => {
    const [slide] = await db.select().from(sliders).limit(1);
    const calls = [
      (token: string | null) => api.get('/api/admin/catalog/sliders?kind=home-slider', token),
      (token: string | null) => api.upload('/api/admin/catalog/sliders', { kind: 'home-slider' }, undefined, token),
      (token: string | null) => api.put(`/api/admin/catalog/sliders/${slide.id}`, { kind: 'home-slider' }, token),
      (token: string | null) => api.upload(`/api/admin/catalog/sliders/${slide.id}/image`, {}, undefined, token),
      (token: string | null) => api.del(`/api/admin/catalog/sliders/${slide.id}`, token),
    ];
    for (const call of calls) {
      expect((await call(null)).statusCode).toBe(401);
      expect((await call(patient.token)).statusCode).toBe(403);
    }
    expect(await db.$count(sliders, eq(sliders.id, slide.id))).toBe(1);
  });
});

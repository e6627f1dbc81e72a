import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PRESCRIPTION_IMAGE_MAX_BYTES,
  type MyPrescriptionsResponse,
  type UploadPrescriptionResponse,
} from '@nirog/contracts';
import { TEST_APP_KEY, bearer } from '../../../test/helpers';
import { privateFileAddress, signPrivateFile } from '../../lib/private-file-links';
import { storagePaths } from '../../lib/storage-paths';
import { prescriptionsTables } from './index';
import { addTestAddress, createTestUser } from '../../../test/users';
import {
  createPharmacyTestApp,
  exifTags,
  imagePart,
  photoWithGps,
  postPrescription,
  smallPng,
} from './prescriptions.test-support';

const GPS_POINTER = 0x8825;
const MY_URL = '/api/auth/get/my-prescription';

describe('prescription uploads', async () => {
  const { app, database, dataDir } = await createPharmacyTestApp();
  const db = database.db;
  const { private: privateRoot, public: publicRoot } = storagePaths(dataDir);
  const storedFiles = () => {
    try {
      return readdirSync(path.join(privateRoot, 'prescriptions')).sort();
    } catch {
      return [];
    }
  };
  const png = await smallPng();
  const patient = await createTestUser(db);
  await addTestAddress(app, patient.token);
  const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('needs a login', async () => {
    expect((await postPrescription(app, undefined, [imagePart(png)])).statusCode).toBe(401);
    expect((await get(MY_URL)).statusCode).toBe(401);
  });

  it('stores the pictures re-encoded in the private area, without EXIF or GPS, and answers the prescription', async () => {
    const photo = await photoWithGps();
    const original = await sharp(photo).metadata();
    expect(exifTags(original.exif!)).toContain(GPS_POINTER);
    const before = storedFiles();

    const res = await postPrescription(app, patient.token, [imagePart(photo), imagePart(png, 'images[]', 'b.png')], {
      day_for: 10,
      unnecessary_medicine: '  Napa: I have it at home  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as UploadPrescriptionResponse;
    expect(body).toMatchObject({
      status: 'success',
      message: 'Prescription successfully uploaded.',
      data: {
        status: 'Pending',
        day_for: 10,
        unnecessary_medicine: 'Napa: I have it at home',
        note: null,
        reviewed_at: null,
        order: null,
      },
    });
    expect(body.data.beimages).toHaveLength(2);

    // Four new files (two pictures, two thumbnails) with random names, only in the private area.
    const added = storedFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(4);
    for (const name of added) {
      expect(name).toMatch(/^[A-Za-z0-9_-]{24}\.webp$/);
      const meta = await sharp(path.join(privateRoot, 'prescriptions', name)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2000);
    }
    expect(readdirSync(publicRoot, { recursive: true }).filter((f) => String(f).endsWith('.webp'))).toEqual([]);
    const rows = await db.select().from(prescriptionsTables.prescriptionImages);
    const first = rows.find((r) => r.id === body.data.beimages[0].id)!;
    expect(first.image.startsWith('prescriptions/')).toBe(true);
    // Nothing under /storage reaches the private area.
    for (const url of [
      `/storage/${first.image}`,
      `/storage/../private/${first.image}`,
      `/storage/%2e%2e/private/${first.image}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }

    // The signed addresses in the answer serve the pictures.
    const full = await get(body.data.beimages[0].image);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(full.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(14 * 60);
    expect(maxAge).toBeLessThanOrEqual(16 * 60);
    const served = await sharp(full.rawPayload).metadata();
    expect([served.width, served.height, served.exif]).toEqual([2000, 1500, undefined]);
    const thumb = await get(body.data.beimages[0].thumbnail);
    expect(thumb.statusCode).toBe(200);
    expect(Math.max((await sharp(thumb.rawPayload).metadata()).width!)).toBe(300);
  });

  it('answers 404 for an altered, borrowed, expired or unsigned picture address', async () => {
    const res = await postPrescription(app, patient.token, [imagePart(png), imagePart(png)]);
    const [a, b] = (res.json() as UploadPrescriptionResponse).data.beimages;
    expect((await get(a.image)).statusCode).toBe(200);
    const signature = /signature=([0-9a-f]+)/.exec(a.image)![1];
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    const expired = privateFileAddress(
      `/api/prescription-images/${a.id}/full`,
      signPrivateFile(
        { appKey: TEST_APP_KEY, ttlMinutes: 15 },
        { kind: 'prescription-image', id: a.id, variant: 'full' },
        Date.now() - 20 * 60_000,
      ),
    );
    const forUnknown = privateFileAddress(
      '/api/prescription-images/999999/full',
      signPrivateFile(
        { appKey: TEST_APP_KEY, ttlMinutes: 15 },
        { kind: 'prescription-image', id: 999999, variant: 'full' },
      ),
    );
    const otherKey = privateFileAddress(
      `/api/prescription-images/${a.id}/full`,
      signPrivateFile(
        { appKey: 'another-key-0123456789-0123456789', ttlMinutes: 15 },
        { kind: 'prescription-image', id: a.id, variant: 'full' },
      ),
    );
    for (const url of [
      a.image.replace(signature, flipped),
      a.image.replace(/expires=\d+/, (m) => `expires=${Number(m.slice(8)) + 60}`),
      b.image.replace(`/${b.id}/`, `/${a.id}/`),
      a.image.replace('/full?', '/thumb?'),
      a.image.split('?')[0],
      `/api/prescription-images/${a.id}/original?${a.image.split('?')[1]}`,
      expired,
      forUnknown,
      otherKey,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
    }
  });

  it('refuses an upload without a shipping address (422 on shipping_address), storing nothing', async () => {
    const homeless = await createTestUser(db);
    const before = storedFiles();
    const res = await postPrescription(app, homeless.token, [imagePart(png)]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Shipping address not found.',
      errors: { shipping_address: ['Please first add your shipping address.'] },
    });
    const bn = await postPrescription(app, homeless.token, [imagePart(png)], { day_for: 7 }, 'bn');
    expect(bn.json().errors.shipping_address).toEqual(['অনুগ্রহ করে আগে আপনার ডেলিভারি ঠিকানা যোগ করুন।']);
    expect(storedFiles()).toEqual(before);
  });

  describe('validation', async () => {
    const sender = await createTestUser(db);
    await addTestAddress(app, sender.token);

    it('needs 1 to 5 pictures: none, or a body that is not a form, is a 422 on images', async () => {
      const none = await postPrescription(app, sender.token, [], { day_for: 7 });
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toEqual({ images: ['Please first add prescription images.'] });
      const other = await postPrescription(app, sender.token, [imagePart(png, 'attachment')], { day_for: 7 });
      expect(other.json().errors).toEqual({ images: ['Please first add prescription images.'] });
      const json = await app.inject({
        method: 'POST',
        url: '/api/auth/store/upload-prescription',
        headers: bearer(sender.token),
        payload: { day_for: 7 },
      });
      expect(json.statusCode).toBe(422);
      expect(json.json().errors).toEqual({ images: ['Please first add prescription images.'] });
    });

    it('refuses a sixth picture with 422 on images, and many more the same way', async () => {
      for (const count of [6, 9]) {
        const before = storedFiles();
        const res = await postPrescription(
          app,
          sender.token,
          Array.from({ length: count }, () => imagePart(png)),
        );
        expect(res.statusCode, `${count} files`).toBe(422);
        expect(res.json().errors).toEqual({ images: ['Not acceptable: select at most 5 images.'] });
        expect(storedFiles()).toEqual(before);
      }
      const bn = await postPrescription(
        app,
        sender.token,
        Array.from({ length: 6 }, () => imagePart(png)),
        {},
        'bn',
      );
      expect(bn.json().errors.images).toEqual(['গ্রহণযোগ্য নয়: সর্বোচ্চ ৫টি ছবি বেছে নিন।']);
      const five = await postPrescription(
        app,
        sender.token,
        Array.from({ length: 5 }, () => imagePart(png)),
      );
      expect(five.statusCode).toBe(200);
      expect(five.json().data.beimages).toHaveLength(5);
    });

    it('accepts the field as images, images[] or images[N]', async () => {
      const res = await postPrescription(app, sender.token, [imagePart(png, 'images'), imagePart(png, 'images[1]')]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.beimages).toHaveLength(2);
    });

    it('refuses what is not a PNG, JPEG or WebP picture on its own images.N, whatever its name says', async () => {
      const before = storedFiles();
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      const res = await postPrescription(app, sender.token, [
        imagePart(png),
        imagePart(Buffer.from('%PDF-1.4 not a picture'), 'images[]', 'scan.jpg'),
        imagePart(gif, 'images[]', 'anim.png'),
        imagePart(Buffer.alloc(0), 'images[]', 'empty.jpg'),
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        'images.1': ['Image 2 is not a PNG, JPEG or WebP picture.'],
        'images.2': ['Image 3 is not a PNG, JPEG or WebP picture.'],
        'images.3': ['Image 4 is not a PNG, JPEG or WebP picture.'],
      });
      expect(storedFiles()).toEqual(before);
    });

    it('refuses a picture over the size limit on its own images.N', async () => {
      const tooLarge = Buffer.concat([png, Buffer.alloc(PRESCRIPTION_IMAGE_MAX_BYTES + 1 - png.length)]);
      const res = await postPrescription(app, sender.token, [imagePart(png), imagePart(tooLarge)]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Image 2 is larger than 8 MB. Please choose a smaller picture.',
        errors: { 'images.1': ['Image 2 is larger than 8 MB. Please choose a smaller picture.'] },
      });
      const atLimit = Buffer.concat([png, Buffer.alloc(PRESCRIPTION_IMAGE_MAX_BYTES - png.length)]);
      expect((await postPrescription(app, sender.token, [imagePart(atLimit)])).statusCode).toBe(200);
    });

    it('checks day_for and unnecessary_medicine', async () => {
      const cases: Array<[Record<string, string | number>, Record<string, string[]>]> = [
        [{}, { day_for: ['The number of days field is required.'] }],
        [{ day_for: ' ' }, { day_for: ['The number of days field is required.'] }],
        [{ day_for: 0 }, { day_for: ['The number of days must be at least 1.'] }],
        [{ day_for: 366 }, { day_for: ['The number of days may not be greater than 365.'] }],
        [{ day_for: 'a week' }, { day_for: ['The number of days must be a number.'] }],
        [{ day_for: 2.5 }, { day_for: ['The number of days must be a number.'] }],
        [
          { day_for: 7, unnecessary_medicine: 'x'.repeat(1001) },
          { unnecessary_medicine: ['The medicines you do not need may not be greater than 1000 characters.'] },
        ],
      ];
      for (const [fields, errors] of cases) {
        const res = await postPrescription(app, sender.token, [imagePart(png)], fields);
        expect(res.statusCode, JSON.stringify(fields)).toBe(422);
        expect(res.json().errors, JSON.stringify(fields)).toEqual(errors);
      }
      const bn = await postPrescription(app, sender.token, [imagePart(png)], {}, 'bn');
      expect(bn.json().errors.day_for).toEqual(['দিনের সংখ্যা দিতে হবে।']);
      const blank = await postPrescription(app, sender.token, [imagePart(png)], {
        day_for: 365,
        unnecessary_medicine: '   ',
      });
      expect(blank.statusCode).toBe(200);
      expect(blank.json().data).toMatchObject({ day_for: 365, unnecessary_medicine: null });
    });
  });

  it('removes the stored files when the rows cannot be written', async () => {
    const before = storedFiles();
    await db.execute(sql`CREATE FUNCTION test_refuse_image() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by test'; END $$`);
    await db.execute(sql`CREATE TRIGGER test_refuse_image BEFORE INSERT ON prescription_images
      FOR EACH ROW EXECUTE FUNCTION test_refuse_image()`);
    try {
      const res = await postPrescription(app, patient.token, [imagePart(png), imagePart(png)]);
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER test_refuse_image ON prescription_images`);
      await db.execute(sql`DROP FUNCTION test_refuse_image()`);
    }
    expect(storedFiles()).toEqual(before);
    const mine = (await get(MY_URL, patient.token)).json() as MyPrescriptionsResponse;
    expect(mine.data.every((p) => p.beimages.length > 0)).toBe(true);
  });

  it('lists only my own prescriptions, newest first, 10 a page, with working addresses', async () => {
    const me = await createTestUser(db);
    const other = await createTestUser(db);
    await addTestAddress(app, me.token);
    await addTestAddress(app, other.token);
    const theirs = await postPrescription(app, other.token, [imagePart(png)]);
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await postPrescription(app, me.token, [imagePart(png)], { day_for: i + 1 });
      ids.push(res.json().data.id);
    }
    const first = (await get(MY_URL, me.token)).json() as MyPrescriptionsResponse;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 11, from: 1, to: 10 });
    expect(first.data.map((p) => p.id)).toEqual(ids.slice(1).reverse());
    expect((await get(first.data[0].beimages[0].thumbnail)).statusCode).toBe(200);
    const second = (await get(`${MY_URL}?page=2`, me.token)).json() as MyPrescriptionsResponse;
    expect(second.data.map((p) => p.id)).toEqual([ids[0]]);
    expect((await get(`${MY_URL}?page=3`, me.token)).json().data).toEqual([]);
    expect((await get(`${MY_URL}?page=0`, me.token)).statusCode).toBe(422);
    const theirList = (await get(MY_URL, other.token)).json() as MyPrescriptionsResponse;
    expect(theirList.data.map((p) => p.id)).toEqual([theirs.json().data.id]);
  });
});

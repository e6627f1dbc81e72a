import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, type AuthUser } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { multipart, type MultipartFile } from '../../../test/multipart';
import { storagePaths } from '../../lib/storage-paths';
import { authTables, createUser, issueToken } from '../auth';
import { AVATAR_SIDE } from './accounts.avatar.service';

const { users } = authTables;

const PERSONAL_URL = '/api/auth/update/personal-information';
const PHONE_URL = '/api/auth/set-phone';
const AVATAR_URL = '/api/auth/update-avatar';
const BN = { 'accept-language': 'bn' };

/** A calendar day in Bangladesh, `days` from now. */
const dhakaDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date(Date.now() + days * 86_400_000));

const png = (width = 60, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();

/** A JPEG as a phone camera writes it: EXIF with the owner's name and a GPS position. */
const phoneJpeg = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#0a0' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Acme Phone', Copyright: 'private-owner-name' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 46/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 23/1 0/1' },
    })
    .toBuffer();

describe('profile: personal information, mobile number, avatar', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nirog-profile-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const { app, database } = await createTestApp({ env: { DATA_DIR: dataDir } });
  const db = database.db;
  const publicRoot = storagePaths(dataDir).public;

  let seq = 0;
  async function signUp(values: { phone?: string | null; avatar?: string | null } = {}) {
    seq += 1;
    const user = await createUser(db, {
      name: `Profile User ${seq}`,
      email: `profile-user-${process.pid}-${seq}@example.com`,
      phone: values.phone === undefined ? null : values.phone,
      avatar: values.avatar ?? null,
      emailVerifiedAt: new Date(),
    });
    return { id: user.id, token: await issueToken(db, user.id) };
  }
  const rowOf = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];

  const post = (url: string, payload: object, token?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });
  const upload = (files: MultipartFile[], token?: string, headers: Record<string, string> = {}) => {
    const body = multipart({}, files, { ...(token ? bearer(token) : {}), ...headers });
    return app.inject({ method: 'POST', url: AVATAR_URL, payload: body.payload, headers: body.headers });
  };
  const avatarFile = (data: Buffer, filename = 'me.png', contentType = 'image/png'): MultipartFile => ({
    field: 'avatar',
    data,
    filename,
    contentType,
  });
  const storedAvatars = () =>
    existsSync(path.join(publicRoot, 'avatars')) ? readdirSync(path.join(publicRoot, 'avatars')) : [];

  it('asks for a login on every call', async () => {
    for (const token of [undefined, '1|not-a-real-secret']) {
      for (const res of [
        await post(PERSONAL_URL, { name: 'X' }, token),
        await post(PHONE_URL, { phone: '01712345678' }, token),
        await upload([avatarFile(await png())], token),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      }
    }
    expect(storedAvatars()).toEqual([]);
  });

  describe('personal information', () => {
    it('saves every field and answers the refreshed user', async () => {
      const me = await signUp({ phone: '01711000001' });
      const res = await post(
        PERSONAL_URL,
        {
          name: '  Rahima Khatun ',
          occupation: 'Teacher',
          dob: '1990-04-14',
          sex: 'Female',
          country: 'Bangladesh',
          city: 'Dhaka',
          location: 'House 12, Road 5, Dhanmondi',
        },
        me.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const { message, icon, user } = res.json() as { message: string; icon: string; user: AuthUser };
      expect({ message, icon }).toEqual({ message: 'Your personal information has been updated.', icon: 'success' });
      expect(user).toMatchObject({
        id: me.id,
        name: 'Rahima Khatun',
        phone: '01711000001',
        occupation: 'Teacher',
        dob: '1990-04-14',
        sex: 'Female',
        country: 'Bangladesh',
        city: 'Dhaka',
        location: 'House 12, Road 5, Dhanmondi',
      });
      expect(await rowOf(me.id)).toMatchObject({ name: 'Rahima Khatun', dob: '1990-04-14', sex: 'Female' });

      const checked = await post('/api/auth/check-is-valid-auth', {}, me.token);
      expect(checked.json().user).toEqual(user);
    });

    it('clears blank fields, keeps fields left out, and answers in Bengali', async () => {
      const me = await signUp();
      await post(
        PERSONAL_URL,
        { name: 'Karim', occupation: 'Farmer', dob: '1980-01-01', sex: 'Male', city: 'Rajshahi', location: 'Boalia' },
        me.token,
      );
      const res = await post(
        PERSONAL_URL,
        { name: 'Karim Uddin', occupation: '', dob: '', sex: '', location: '   ' },
        me.token,
        BN,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('আপনার ব্যক্তিগত তথ্য হালনাগাদ করা হয়েছে।');
      expect(res.json().user).toMatchObject({
        name: 'Karim Uddin',
        occupation: null,
        dob: null,
        sex: null,
        location: null,
        city: 'Rajshahi',
      });
    });

    it('accepts today as a birthday and each of Male, Female, Other', async () => {
      const me = await signUp();
      for (const sex of ['Male', 'Female', 'Other']) {
        const res = await post(PERSONAL_URL, { name: 'Newborn', dob: dhakaDay(0), sex }, me.token);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().user).toMatchObject({ dob: dhakaDay(0), sex });
      }
    });

    it.each([
      ['name missing', {}, 'name', 'The name field is required.'],
      ['name blank', { name: '   ' }, 'name', 'The name field is required.'],
      ['name too long', { name: 'n'.repeat(121) }, 'name', 'The name may not be greater than 120 characters.'],
      [
        'occupation too long',
        { name: 'A', occupation: 'o'.repeat(121) },
        'occupation',
        'The occupation may not be greater than 120 characters.',
      ],
      ['dob not a date', { name: 'A', dob: '14/04/1990' }, 'dob', 'The date of birth is not a valid date.'],
      [
        'dob a day that does not exist',
        { name: 'A', dob: '2023-02-30' },
        'dob',
        'The date of birth is not a valid date.',
      ],
      ['dob before 1900', { name: 'A', dob: '1899-12-31' }, 'dob', 'The date of birth is not a valid date.'],
      ['sex not in the list', { name: 'A', sex: 'Unknown' }, 'sex', 'The selected sex is invalid.'],
      [
        'country too long',
        { name: 'A', country: 'c'.repeat(81) },
        'country',
        'The country may not be greater than 80 characters.',
      ],
      ['city too long', { name: 'A', city: 'c'.repeat(81) }, 'city', 'The city may not be greater than 80 characters.'],
      [
        'location too long',
        { name: 'A', location: 'l'.repeat(256) },
        'location',
        'The location may not be greater than 255 characters.',
      ],
    ])('refuses %s (422 on the field, nothing saved)', async (_case, payload, field, message) => {
      const me = await signUp();
      const res = await post(PERSONAL_URL, payload, me.token);
      expect(res.statusCode).toBe(422);
      // Laravel's shape: the first error is also the general message.
      expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
      expect((await rowOf(me.id)).name).toMatch(/^Profile User/);
    });

    it('refuses a date of birth after today in Bangladesh', async () => {
      const me = await signUp();
      const res = await post(PERSONAL_URL, { name: 'Future', dob: dhakaDay(1) }, me.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ dob: ['The date of birth cannot be in the future.'] });
      const bn = await post(PERSONAL_URL, { name: 'Future', dob: dhakaDay(1) }, me.token, BN);
      expect(bn.json().errors).toEqual({ dob: ['জন্ম তারিখ ভবিষ্যতের তারিখ হতে পারবে না।'] });
      expect(await rowOf(me.id)).toMatchObject({ dob: null, name: expect.stringMatching(/^Profile User/) });
    });

    it('reports every failing field at once', async () => {
      const me = await signUp();
      const res = await post(PERSONAL_URL, { name: '', sex: 'x', dob: 'soon' }, me.token);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['dob', 'name', 'sex']);
    });
  });

  describe('set phone', () => {
    it('adds a number to an account without one (the +88 prefix is dropped)', async () => {
      const me = await signUp();
      const res = await post(PHONE_URL, { phone: '+8801912345601' }, me.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Your mobile number has been saved.',
        icon: 'success',
        user: { id: me.id, phone: '01912345601' },
      });
      expect((await rowOf(me.id)).phone).toBe('01912345601');
    });

    it('refuses when the account already has a number', async () => {
      const me = await signUp({ phone: '01912345602' });
      const res = await post(PHONE_URL, { phone: '01912345603' }, me.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ phone: ['Your account already has a mobile number.'] });
      expect((await rowOf(me.id)).phone).toBe('01912345602');
    });

    it('refuses a number that belongs to another account, with or without the prefix', async () => {
      await signUp({ phone: '01912345604' });
      const me = await signUp();
      for (const phone of ['01912345604', '8801912345604']) {
        const res = await post(PHONE_URL, { phone }, me.token, BN);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ phone: ['এই মোবাইল নম্বরটি অন্য একটি অ্যাকাউন্টের।'] });
      }
      expect((await rowOf(me.id)).phone).toBeNull();
    });

    it('refuses a missing or malformed number', async () => {
      const me = await signUp();
      const missing = await post(PHONE_URL, {}, me.token);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ phone: ['The phone field is required.'] });
      for (const phone of ['', '12345', '01212345678', '017123456789']) {
        const res = await post(PHONE_URL, { phone }, me.token);
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(['phone']);
      }
    });

    it('gives a number to one account only when several claim it at the same moment', async () => {
      const claimants = await Promise.all([signUp(), signUp(), signUp(), signUp()]);
      const answers = await Promise.all(claimants.map((user) => post(PHONE_URL, { phone: '01912345605' }, user.token)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
      const owners = await db.select({ id: users.id }).from(users).where(eq(users.phone, '01912345605'));
      expect(owners).toHaveLength(1);
    });
  });

  describe('avatar', () => {
    it('stores a phone photo as a 256 px square WebP under avatars/ with a random name and no EXIF', async () => {
      const me = await signUp();
      const res = await upload([avatarFile(await phoneJpeg(), '../../etc/passwd.jpg', 'image/jpeg')], me.token);
      expect(res.statusCode, res.body).toBe(200);
      const { message, icon, user } = res.json() as { message: string; icon: string; user: AuthUser };
      expect({ message, icon }).toEqual({ message: 'Your profile photo has been updated.', icon: 'success' });
      expect(user.avatar).toMatch(/^avatars\/[A-Za-z0-9_-]{16,}\.webp$/);
      expect((await rowOf(me.id)).avatar).toBe(user.avatar);

      const served = await app.inject({ method: 'GET', url: `/storage/${user.avatar}` });
      expect(served.statusCode).toBe(200);
      const picture = await sharp(served.rawPayload).metadata();
      expect(picture).toMatchObject({ format: 'webp', width: AVATAR_SIDE, height: AVATAR_SIDE });
      expect(picture.exif).toBeUndefined();
      expect(picture.xmp).toBeUndefined();
      expect(served.rawPayload.toString('latin1')).not.toContain('private-owner-name');
    });

    it('removes the previous file once the new one is saved, and leaves an outside avatar URL alone', async () => {
      const me = await signUp({ avatar: 'https://lh3.googleusercontent.com/a/photo.jpg' });
      const first = (await upload([avatarFile(await png(300, 300))], me.token)).json().user.avatar as string;
      expect(existsSync(path.join(publicRoot, first))).toBe(true);
      const res = await upload([avatarFile(await png(90, 120))], me.token, BN);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('আপনার প্রোফাইল ছবি হালনাগাদ করা হয়েছে।');
      const second = res.json().user.avatar as string;
      expect(second).not.toBe(first);
      expect(existsSync(path.join(publicRoot, first))).toBe(false);
      expect(existsSync(path.join(publicRoot, second))).toBe(true);
    });

    it('refuses a request without a file, and a request with two', async () => {
      const me = await signUp();
      const before = storedAvatars();
      for (const res of [await upload([], me.token), await post(AVATAR_URL, {}, me.token)]) {
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ avatar: ['Please choose a file for profile photo.'] });
      }
      const two = await upload([avatarFile(await png()), avatarFile(await png())], me.token);
      expect(two.statusCode).toBe(422);
      expect(two.json().errors).toEqual({ avatar: ['Please upload only one profile photo.'] });
      expect(storedAvatars()).toEqual(before);
      expect((await rowOf(me.id)).avatar).toBeNull();
    });

    it('judges the file by its content: a renamed text file or a WebP is refused', async () => {
      const me = await signUp();
      const before = storedAvatars();
      const text = avatarFile(Buffer.from('just some notes, not a picture\n'.repeat(20)), 'photo.png', 'image/png');
      const webp = avatarFile(
        await sharp(await png())
          .webp()
          .toBuffer(),
        'photo.jpg',
        'image/jpeg',
      );
      for (const file of [text, webp]) {
        const res = await upload([file], me.token);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ avatar: ['The profile photo must be a PNG or JPEG image.'] });
      }
      expect(storedAvatars()).toEqual(before);
    });

    it('refuses a file over the size limit with a clear message', async () => {
      const me = await signUp();
      const big = Buffer.concat([await png(), Buffer.alloc(AVATAR_MAX_BYTES)]);
      const res = await upload([avatarFile(big)], me.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ avatar: ['The profile photo may not be larger than 2 MB.'] });
      expect((await rowOf(me.id)).avatar).toBeNull();
    });

    it('limits uploads per user to 10 a minute', async () => {
      const me = await signUp();
      const other = await signUp();
      for (let i = 0; i < 10; i++) expect((await upload([], me.token)).statusCode).toBe(422);
      const limited = await upload([], me.token);
      expect(limited.statusCode).toBe(429);
      expect((await upload([], other.token)).statusCode).toBe(422);
    });
  });
});

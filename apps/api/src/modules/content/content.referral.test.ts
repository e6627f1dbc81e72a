import { describe, expect, it } from 'vitest';
import { ROLE, ReferralThingsResponseSchema, type RoleId } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import type { DbOrTx } from '../../db/client';
import { referralCode } from '../../lib/ids';
import { authTables, issueToken } from '../auth';
import { SETTING_DEFAULTS } from './index';

let userCount = 0;
async function createUser(db: DbOrTx, roles: RoleId[] = []) {
  userCount += 1;
  const code = referralCode();
  const [user] = await db
    .insert(authTables.users)
    .values({
      name: `Referral User ${userCount}`,
      email: `referral-user-${userCount}@example.com`,
      referralCode: code,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: authTables.users.id });
  for (const roleId of roles) await db.insert(authTables.userRoles).values({ userId: user.id, roleId });
  return { id: user.id, code, token: await issueToken(db, user.id) };
}

describe('GET /api/referral-things', async () => {
  const { app, database, config } = await createTestApp();
  const db = database.db;
  const admin = await createUser(db, [ROLE.Admin]);
  const patient = await createUser(db);
  const get = (token?: string, lang?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/referral-things',
      headers: { ...(token ? bearer(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
    });
  const putSettings = (payload: object) =>
    app.inject({ method: 'PUT', url: '/api/admin/settings', payload, headers: bearer(admin.token) });

  it('answers 401 to a guest and to an invalid token', async () => {
    for (const res of [await get(), await get('1|not-a-real-token-at-all-xxxxxx')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it("answers the English text, no banner, and the user's own code and register link", async () => {
    const res = await get(patient.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ReferralThingsResponseSchema.parse(body)).toEqual(body);
    expect(body).toEqual({
      banner: null,
      text_box: SETTING_DEFAULTS.referral_text,
      referral_code: patient.code,
      referral_link: `${config.appUrl}/register?ddrefc=${patient.code}`,
    });
    expect(body.referral_link).toBe(`http://nirog.localhost/register?ddrefc=${patient.code}`);
    expect(body.text_box.split('\n').filter((line: string) => line.trim()).length).toBeGreaterThanOrEqual(4);
  });

  it('answers the Bengali text for Accept-Language bn, and English for anything else', async () => {
    const bn = (await get(patient.token, 'bn')).json();
    expect(bn.text_box).toBe(SETTING_DEFAULTS.referral_text_bn);
    expect(bn.text_box).toMatch(/রেফারেল/);
    expect(bn.referral_code).toBe(patient.code);
    expect((await get(patient.token, 'fr')).json().text_box).toBe(SETTING_DEFAULTS.referral_text);
  });

  it('gives each user their own code in the link', async () => {
    const other = await createUser(db);
    const mine = (await get(patient.token)).json();
    const theirs = (await get(other.token)).json();
    expect(theirs.referral_code).toBe(other.code);
    expect(theirs.referral_link).toContain(`ddrefc=${other.code}`);
    expect(theirs.referral_link).not.toBe(mine.referral_link);
  });

  it('follows a settings update: new texts in both languages and the banner path, then a cleared banner', async () => {
    const updated = await putSettings({
      referral_text: 'Share your code.\n\nEarn on every booking.',
      referral_text_bn: 'আপনার কোড শেয়ার করুন।\nপ্রতিটি বুকিংয়ে আয় করুন।',
      referral_banner: 'banners/referral.png',
    });
    expect(updated.statusCode).toBe(200);

    expect((await get(patient.token)).json()).toMatchObject({
      banner: 'banners/referral.png',
      text_box: 'Share your code.\n\nEarn on every booking.',
      referral_code: patient.code,
    });
    expect((await get(patient.token, 'bn')).json().text_box).toBe('আপনার কোড শেয়ার করুন।\nপ্রতিটি বুকিংয়ে আয় করুন।');

    expect((await putSettings({ referral_banner: null })).statusCode).toBe(200);
    expect((await get(patient.token)).json().banner).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DHAKA_DISTRICT_ID, type District, type ShippingAddress } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import type { DbOrTx } from '../../db/client';
import { referralCode } from '../../lib/ids';
import { authTables, issueToken } from '../auth';
import { updateSettings } from '../content';
import { accountsTables, getShippingAddress, shippingFeeFor, shippingFeePoishaFor } from './index';

let userCount = 0;
async function createUser(db: DbOrTx) {
  userCount += 1;
  const [user] = await db
    .insert(authTables.users)
    .values({
      name: `Address User ${userCount}`,
      email: `address-user-${process.pid}-${userCount}@example.com`,
      referralCode: referralCode(),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: authTables.users.id });
  return { id: user.id, token: await issueToken(db, user.id) };
}

const GET_URL = '/api/auth/get-shipping-address';
const WITH_DISTRICTS_URL = '/api/auth/get-shipping-address-with-district-list-with-child';
const UPDATE_URL = '/api/auth/update-shipping-address';

describe('shipping address', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } });
  const save = (payload: object, token?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: UPDATE_URL, payload, headers: { ...(token ? bearer(token) : {}), ...headers } });

  // Real places from the reference data: a Dhaka thana and a Chattogram upazila.
  const someone = await createUser(db);
  const districtLists = (await get(WITH_DISTRICTS_URL, someone.token)).json().district_lists as District[];
  const dhaka = districtLists.find((d) => d.id === DHAKA_DISTRICT_ID)!;
  const dhanmondi = dhaka.sub_districts.find((s) => s.name === 'Dhanmondi')!;
  const chattogram = districtLists.find((d) => d.name === 'Chattogram')!;
  const ctgArea = chattogram.sub_districts[0];

  const dhakaAddress = {
    name: 'Rahima Khatun',
    phone: '01712345678',
    country_id: 1,
    district_id: DHAKA_DISTRICT_ID,
    sub_district_id: dhanmondi.id,
    post_code: '1209',
    effective_delivery: 'Home',
    location: 'House 12, Road 5, Dhanmondi',
  };
  const ctgAddress = {
    ...dhakaAddress,
    name: 'Rahima at work',
    phone: '+8801812345678',
    district_id: chattogram.id,
    sub_district_id: ctgArea.id,
    post_code: '',
    effective_delivery: 'Office',
    location: 'Agrabad C/A, 4th floor',
  };

  const rowsOf = (userId: number) =>
    db.select().from(accountsTables.shippingAddresses).where(eq(accountsTables.shippingAddresses.userId, userId));

  it('asks for a login on every endpoint', async () => {
    for (const token of [undefined, 'garbage', '1|not-a-real-secret']) {
      for (const res of [
        await get(GET_URL, token),
        await get(WITH_DISTRICTS_URL, token),
        await save(dhakaAddress, token),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      }
    }
  });

  it('answers no address, the outside-Dhaka fee and the districts before anything is saved', async () => {
    const user = await createUser(db);
    const res = await get(GET_URL, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ shipping_address: null, shipping_fee: 120 });

    const withDistricts = await get(WITH_DISTRICTS_URL, user.token);
    expect(withDistricts.statusCode).toBe(200);
    const body = withDistricts.json() as { shipping_address: null; district_lists: District[] };
    expect(body.shipping_address).toBeNull();
    expect(body.district_lists).toHaveLength(64);
    expect(body.district_lists.every((d) => d.country_id === 1 && d.sub_districts.length > 0)).toBe(true);
    expect(body.district_lists.find((d) => d.id === DHAKA_DISTRICT_ID)).toMatchObject({
      name: 'Dhaka',
      bn_name: 'ঢাকা',
    });

    expect(await getShippingAddress(db, user.id)).toBeNull();
    expect(await shippingFeeFor(db, null)).toBe(120);
    expect(await shippingFeePoishaFor(db, null)).toBe(12000);
  });

  it('creates the address and answers it with names, the message and the inside-Dhaka fee', async () => {
    const user = await createUser(db);
    const res = await save(dhakaAddress, user.token);
    expect(res.statusCode).toBe(200);
    const expected: Omit<ShippingAddress, 'id'> = {
      name: 'Rahima Khatun',
      phone: '01712345678',
      country_id: 1,
      district_id: DHAKA_DISTRICT_ID,
      sub_district_id: dhanmondi.id,
      post_code: '1209',
      effective_delivery: 'Home',
      location: 'House 12, Road 5, Dhanmondi',
      country: { id: 1, name: 'Bangladesh' },
      district: { id: DHAKA_DISTRICT_ID, name: 'Dhaka', bn_name: 'ঢাকা' },
      sub_district: { id: dhanmondi.id, name: 'Dhanmondi', bn_name: 'ধানমন্ডি' },
    };
    expect(res.json()).toEqual({
      message: 'Your shipping address has been saved.',
      icon: 'success',
      shipping_address: { id: expect.any(Number), ...expected },
      shipping_fee: 60,
    });

    expect((await get(GET_URL, user.token)).json()).toEqual({
      shipping_address: { id: res.json().shipping_address.id, ...expected },
      shipping_fee: 60,
    });
    const withDistricts = (await get(WITH_DISTRICTS_URL, user.token)).json();
    expect(withDistricts.shipping_address).toMatchObject(expected);
    expect(withDistricts.district_lists).toHaveLength(64);
  });

  it('replaces the one address on a second save (trimmed, empty post code stored as null)', async () => {
    const user = await createUser(db);
    const first = (await save(dhakaAddress, user.token)).json();
    const res = await save({ ...ctgAddress, name: '  Rahima at work  ', country_id: '1' }, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().shipping_address).toMatchObject({
      id: first.shipping_address.id,
      name: 'Rahima at work',
      phone: '+8801812345678',
      district_id: chattogram.id,
      sub_district_id: ctgArea.id,
      post_code: null,
      effective_delivery: 'Office',
      location: 'Agrabad C/A, 4th floor',
      district: { id: chattogram.id, name: 'Chattogram', bn_name: 'চট্টগ্রাম' },
      sub_district: { id: ctgArea.id, name: ctgArea.name, bn_name: ctgArea.bn_name },
    });
    expect(res.json().shipping_fee).toBe(120);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].updatedAt.getTime()).toBeGreaterThanOrEqual(rows[0].createdAt.getTime());
  });

  it('refuses a sub-district of another district and an unknown district, keeping the saved address', async () => {
    const user = await createUser(db);
    await save(dhakaAddress, user.token);

    const mismatch = await save({ ...dhakaAddress, sub_district_id: ctgArea.id, location: 'Changed' }, user.token);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      message: 'The selected sub-district is invalid.',
      errors: { sub_district_id: ['The selected sub-district is invalid.'] },
    });

    const unknown = await save({ ...dhakaAddress, district_id: 99999, location: 'Changed' }, user.token);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ district_id: ['The selected district is invalid.'] });

    const missingSub = await save({ ...dhakaAddress, sub_district_id: 99999 }, user.token);
    expect(missingSub.statusCode).toBe(422);
    expect(Object.keys(missingSub.json().errors)).toEqual(['sub_district_id']);

    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].location).toBe(dhakaAddress.location);
  });

  it('validates every field: phone, country other than Bangladesh, post code, delivery place, required fields', async () => {
    const user = await createUser(db);
    const badPhone = await save({ ...dhakaAddress, phone: '12345' }, user.token);
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors).toEqual({
      phone: ['The phone must be a valid Bangladeshi mobile number (01XXXXXXXXX).'],
    });

    const india = await save({ ...dhakaAddress, country_id: 2 }, user.token);
    expect(india.statusCode).toBe(422);
    expect(india.json().errors).toEqual({ country_id: ['The selected country is invalid.'] });

    const other = await save({ ...dhakaAddress, post_code: '12ab', effective_delivery: 'Garage' }, user.token);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({
      post_code: ['The post code format is invalid.'],
      effective_delivery: ['The selected delivery place is invalid.'],
    });

    const empty = await save({}, user.token);
    expect(empty.statusCode).toBe(422);
    const errors = empty.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(
      ['country_id', 'district_id', 'effective_delivery', 'location', 'name', 'phone', 'sub_district_id'].sort(),
    );
    expect(errors.name).toEqual(['The name field is required.']);
    expect(errors.location).toEqual(['The location field is required.']);
    // Unchosen selects ask for a choice, never "must be a number".
    expect(errors.country_id).toEqual(['Please choose a country.']);
    expect(errors.district_id).toEqual(['Please choose a district.']);
    expect(errors.sub_district_id).toEqual(['Please choose a sub-district.']);
    expect(errors.effective_delivery).toEqual(['Please choose a delivery place.']);
    const cleared = await save({ ...dhakaAddress, district_id: '', sub_district_id: null }, user.token);
    expect(cleared.json().errors).toEqual({
      district_id: ['Please choose a district.'],
      sub_district_id: ['Please choose a sub-district.'],
    });

    const blank = await save({ ...dhakaAddress, name: '   ', location: '' }, user.token);
    expect(blank.json().errors).toEqual({
      name: ['The name field is required.'],
      location: ['The location field is required.'],
    });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('answers messages in Bengali', async () => {
    const user = await createUser(db);
    const bn = { 'accept-language': 'bn' };
    const saved = await save(dhakaAddress, user.token, bn);
    expect(saved.json().message).toBe('আপনার ডেলিভারি ঠিকানা সংরক্ষণ করা হয়েছে।');

    const mismatch = await save({ ...dhakaAddress, sub_district_id: ctgArea.id }, user.token, bn);
    expect(mismatch.json()).toEqual({
      message: 'নির্বাচিত উপজেলা/থানা সঠিক নয়।',
      errors: { sub_district_id: ['নির্বাচিত উপজেলা/থানা সঠিক নয়।'] },
    });
    const { district_id: _district, ...noDistrict } = dhakaAddress;
    const unchosen = await save(noDistrict, user.token, bn);
    expect(unchosen.json().errors).toEqual({ district_id: ['জেলা বেছে নিন।'] });
    const invalid = await save({ ...dhakaAddress, phone: '555', location: '' }, user.token, bn);
    expect(invalid.json().errors).toEqual({
      phone: ['মোবাইল নম্বর একটি সঠিক বাংলাদেশি মোবাইল নম্বর হতে হবে (01XXXXXXXXX)।'],
      location: ['ঠিকানা দিতে হবে।'],
    });
    expect((await get(GET_URL, undefined, bn)).json()).toEqual({ message: expect.stringMatching(/[\u0980-\u09FF]/) });
  });

  it('charges the inside-Dhaka fee for Dhaka and the outside fee elsewhere, following the settings', async () => {
    const staff = await createUser(db);
    const user = await createUser(db);
    await save(dhakaAddress, user.token);
    expect((await get(GET_URL, user.token)).json().shipping_fee).toBe(60);

    await updateSettings(db, { shipping_fee_inside_dhaka: 45.5, shipping_fee_outside_dhaka: 150 }, staff.id);
    expect((await get(GET_URL, user.token)).json().shipping_fee).toBe(45.5);
    const address = await getShippingAddress(db, user.id);
    expect(await shippingFeeFor(db, address)).toBe(45.5);
    expect(await shippingFeePoishaFor(db, address)).toBe(4550);
    expect(await shippingFeeFor(db, null)).toBe(150);

    const moved = await save(ctgAddress, user.token);
    expect(moved.json().shipping_fee).toBe(150);
    expect((await get(GET_URL, user.token)).json().shipping_fee).toBe(150);

    await updateSettings(db, { shipping_fee_outside_dhaka: 99 }, staff.id);
    expect((await get(GET_URL, user.token)).json().shipping_fee).toBe(99);
    await updateSettings(db, { shipping_fee_inside_dhaka: 60, shipping_fee_outside_dhaka: 120 }, staff.id);
  });

  it("never shows one user's address to another", async () => {
    const alice = await createUser(db);
    const bob = await createUser(db);
    await save(dhakaAddress, alice.token);

    expect((await get(GET_URL, bob.token)).json().shipping_address).toBeNull();
    expect((await get(WITH_DISTRICTS_URL, bob.token)).json().shipping_address).toBeNull();

    const bobs = await save(ctgAddress, bob.token);
    expect(bobs.statusCode).toBe(200);
    expect((await get(GET_URL, alice.token)).json().shipping_address).toMatchObject({
      name: dhakaAddress.name,
      district_id: DHAKA_DISTRICT_ID,
    });
    expect((await get(GET_URL, bob.token)).json().shipping_address).toMatchObject({ name: ctgAddress.name });
    expect(await rowsOf(alice.id)).toHaveLength(1);
    expect(await rowsOf(bob.id)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { Country, District, Hospital, Specialist, State } from '@nirog/contracts';
import { createTestApp } from '../../../test/helpers';
import {
  countryExists,
  districtExists,
  existingSpecialistIds,
  hospitalInCountry,
  stateInCountry,
  subDistrictInDistrict,
} from './index';

const BENGALI = /[\u0980-\u09FF]/;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const isSortedBy = <T>(items: T[], key: (item: T) => string) =>
  items.every((item, i) => i === 0 || collator.compare(key(items[i - 1]), key(item)) <= 0);

describe('lookups', async () => {
  const { app, database } = await createTestApp();
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('lists the 64 districts of Bangladesh with sub-districts, Dhaka at id 13 with its thanas', async () => {
    const res = await get('/api/load-district-with-sub-district');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { district_lists } = res.json() as { district_lists: District[] };

    expect(district_lists).toHaveLength(64);
    expect(new Set(district_lists.map((d) => d.id)).size).toBe(64);
    expect(isSortedBy(district_lists, (d) => d.name)).toBe(true);

    const dhaka = district_lists.find((d) => d.id === 13)!;
    expect(dhaka).toMatchObject({ name: 'Dhaka', bn_name: 'ঢাকা', division: 'Dhaka', country_id: 1 });
    const areas = dhaka.sub_districts;
    expect(areas).toContainEqual({ id: expect.any(Number), district_id: 13, name: 'Dhanmondi', bn_name: 'ধানমন্ডি' });
    expect(areas).toContainEqual({ id: expect.any(Number), district_id: 13, name: 'Savar', bn_name: 'সাভার' });
    for (const name of ['Gulshan', 'Mirpur', 'Mohammadpur', 'Uttara East', 'Motijheel', 'Keraniganj', 'Vatara']) {
      expect(areas.map((a) => a.name)).toContain(name);
    }
    // The five rural upazilas plus 50 metropolitan thanas, no duplicates.
    expect(areas).toHaveLength(55);
    expect(new Set(areas.map((a) => a.name)).size).toBe(areas.length);
    expect(isSortedBy(areas, (a) => a.name)).toBe(true);

    const all = district_lists.flatMap((d) => d.sub_districts);
    expect(all.length).toBe(494 + 50);
    expect(district_lists.every((d) => d.sub_districts.length > 0)).toBe(true);
    expect(district_lists.every((d) => isSortedBy(d.sub_districts, (s) => s.name))).toBe(true);
    expect([...district_lists, ...all].every((p) => BENGALI.test(p.bn_name) && p.bn_name === p.bn_name.trim())).toBe(
      true,
    );
    expect(district_lists.find((d) => d.name === 'Chattogram')?.bn_name).toBe('চট্টগ্রাম');
  });

  it('lists specialities by title with Bengali text and a logo path', async () => {
    const res = await get('/api/load-specialists-all');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const list = res.json() as Specialist[];
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(isSortedBy(list, (s) => s.title)).toBe(true);
    for (const s of list) {
      expect(BENGALI.test(s.bn_title) && BENGALI.test(s.bn_description)).toBe(true);
      expect(s.description.length).toBeGreaterThan(20);
      expect(s.logo).toMatch(/^specialists\/[a-z-]+\.svg$/);
    }
    expect(list.find((s) => s.title === 'Cardiology')).toMatchObject({
      bn_title: 'হৃদরোগ',
      logo: 'specialists/cardiology.svg',
    });
  });

  it('answers specialities with districts', async () => {
    const res = await get('/api/load-specialist-district-with-sub-district');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { specialist_lists: Specialist[]; district_lists: District[] };
    expect(body.specialist_lists.length).toBeGreaterThanOrEqual(30);
    expect(body.district_lists).toHaveLength(64);
    expect(body.district_lists.find((d) => d.id === 13)?.sub_districts.length).toBe(55);
  });

  it("answers specialities with India's 28 states and 8 union territories", async () => {
    const res = await get('/api/load-specialist-state');
    expect(res.statusCode).toBe(200);
    const { specialist_lists, state_lists } = res.json() as { specialist_lists: Specialist[]; state_lists: State[] };
    expect(specialist_lists.length).toBeGreaterThanOrEqual(30);
    expect(state_lists).toHaveLength(36);
    expect(state_lists.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(state_lists.filter((s) => s.kind === 'union_territory')).toHaveLength(8);
    expect(state_lists.every((s) => s.country_id === 2 && BENGALI.test(s.bn_name))).toBe(true);
    expect(isSortedBy(state_lists, (s) => s.name)).toBe(true);
    expect(state_lists).toContainEqual({
      id: expect.any(Number),
      country_id: 2,
      name: 'West Bengal',
      bn_name: 'পশ্চিমবঙ্গ',
      kind: 'state',
    });
    expect(state_lists.find((s) => s.name === 'Delhi')?.kind).toBe('union_territory');
  });

  it('lists countries with their children: Bangladesh by districts, India by states', async () => {
    const res = await get('/api/load-country-with-other-child-list');
    expect(res.statusCode).toBe(200);
    const { country_lists } = res.json() as { country_lists: Country[] };
    expect(country_lists.map((c) => [c.id, c.name_code, c.is_state])).toEqual([
      [1, 'BD', 0],
      [2, 'IN', 1],
    ]);
    const [bd, india] = country_lists;
    expect(bd).toMatchObject({ name: 'Bangladesh', bn_name: 'বাংলাদেশ', states: [] });
    expect(bd.districts).toHaveLength(64);
    expect(bd.districts.find((d) => d.id === 13)?.sub_districts.some((s) => s.name === 'Dhanmondi')).toBe(true);
    expect(india).toMatchObject({ name: 'India', bn_name: 'ভারত', districts: [] });
    expect(india.states).toHaveLength(36);
  });

  it('answers countries, specialities and hospitals for the doctor join wizard', async () => {
    const res = await get('/api/load-country-with-other-child-specialist-list');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { country_lists: Country[]; specialist_lists: Specialist[]; hospital_lists: Hospital[] };
    expect(body.country_lists).toHaveLength(2);
    expect(body.specialist_lists.length).toBeGreaterThanOrEqual(30);
    expect(body.hospital_lists.filter((h) => h.country_id === 1).length).toBeGreaterThanOrEqual(25);
    expect(body.hospital_lists.filter((h) => h.country_id === 2).length).toBeGreaterThanOrEqual(20);
  });

  it('lists hospitals on both paths, by name, optionally for one country', async () => {
    const all = await get('/api/load-hospital-all');
    const list = await get('/api/load-hospital-list');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('public, max-age=300');
    expect(list.json()).toEqual(all.json());
    const hospitals = all.json() as Hospital[];
    expect(isSortedBy(hospitals, (h) => h.name)).toBe(true);
    expect(hospitals.every((h) => BENGALI.test(h.bn_name) && h.city && h.logo?.startsWith('hospitals/'))).toBe(true);
    expect(hospitals.find((h) => h.name === 'Dhaka Medical College Hospital')).toMatchObject({
      country_id: 1,
      bn_name: 'ঢাকা মেডিকেল কলেজ হাসপাতাল',
      city: 'Dhaka',
    });

    const india = (await get('/api/load-hospital-all?country_id=2')).json() as Hospital[];
    expect(india.length).toBeGreaterThanOrEqual(20);
    expect(india.every((h) => h.country_id === 2)).toBe(true);
    expect(india.map((h) => h.name)).toContain('Christian Medical College Vellore');
  });

  it('refuses a malformed country filter with 422', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/load-hospital-list?country_id=abc',
      headers: { 'accept-language': 'bn' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.country_id[0]).toBe('দেশ অবশ্যই সংখ্যা হতে হবে।');
  });

  it('documents every lookup in OpenAPI', async () => {
    const paths = (await get('/api/docs/json')).json().paths as Record<string, unknown>;
    for (const p of [
      '/api/load-district-with-sub-district',
      '/api/load-specialist-district-with-sub-district',
      '/api/load-specialist-state',
      '/api/load-country-with-other-child-list',
      '/api/load-country-with-other-child-specialist-list',
      '/api/load-specialists-all',
      '/api/load-hospital-all',
      '/api/load-hospital-list',
    ]) {
      expect(paths[p]).toBeDefined();
    }
  });

  it('checks references for other modules: places belong together, unknown ids are refused', async () => {
    const db = database.db;
    expect(await countryExists(db, 1)).toBe(true);
    expect(await countryExists(db, 99)).toBe(false);
    expect(await districtExists(db, 13, 1)).toBe(true);
    expect(await districtExists(db, 13, 2)).toBe(false);
    expect(await districtExists(db, 999)).toBe(false);
    const dhanmondi = 512;
    expect(await subDistrictInDistrict(db, dhanmondi, 13)).toBe(true);
    expect(await subDistrictInDistrict(db, dhanmondi, 1)).toBe(false);
    expect(await stateInCountry(db, 28, 2)).toBe(true);
    expect(await stateInCountry(db, 28, 1)).toBe(false);
    expect(await hospitalInCountry(db, 1, 1)).toBe(true);
    expect(await hospitalInCountry(db, 1, 2)).toBe(false);
    expect((await existingSpecialistIds(db, [2, 1, 9999])).sort()).toEqual([1, 2]);
    expect(await existingSpecialistIds(db, [])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { NURSE_PACKAGES, type NurseCard, type NurseDetailResponse, type NurseListResponse } from '@nirog/contracts';
import { createTestApp } from '../../../test/helpers';
import { isOrdered, providerNamed, publicGets, seedRoster, setStatus } from '../../../test/listings';

describe('nurse listing and profile', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await seedRoster(db);
  const { get, all } = publicGets(app);
  const nurses = await all<NurseCard>('/api/nurses-appointment');

  it('lists the approved Dhaka nurses, best rated first, with the card fields', async () => {
    // The demo nurse and 12 roster nurses; Mitu Akter is pending.
    expect(nurses).toHaveLength(13);
    expect(nurses.map((n) => n.user.name)).not.toContain('Mitu Akter');
    expect(nurses.every((n) => n.district.id === 13 && n.nurse_code.startsWith('NUR-'))).toBe(true);
    expect(isOrdered(nurses, (n) => n.reviews_avg_rating, true)).toBe(true);
    expect(nurses.every((n) => n.fee_from === null || n.fee_from > 0)).toBe(true);
    const { body } = await get<NurseListResponse>('/api/nurses-appointment?page=2');
    expect(body).toMatchObject({ current_page: 2, last_page: 2, total: 13, from: 13, to: 13 });
  });

  it('filters by sub-district and keyword (English and Bengali) and sorts by experience', async () => {
    const sub = nurses[0].sub_district;
    const bySub = await all<NurseCard>(`/api/nurses-appointment?district_and_subDistrict=sub&district=${sub.id}`);
    expect(bySub.length).toBeGreaterThan(0);
    expect(bySub.every((n) => n.sub_district.id === sub.id)).toBe(true);
    expect(await all<NurseCard>('/api/nurses-appointment?district=13')).toHaveLength(13);
    expect(await all<NurseCard>('/api/nurses-appointment?district=1')).toHaveLength(0);

    const ids = async (keyword: string) =>
      (await all<NurseCard>(`/api/nurses-appointment?keyword=${encodeURIComponent(keyword)}`)).map((n) => n.user.name);
    expect(await ids('fatema')).toEqual(['Fatema Khatun']);
    expect(await ids('ফাতেমা')).toContain('Fatema Khatun');
    // By location or sub-district name.
    expect(await ids('mirpur')).toEqual(
      nurses.filter((n) => /mirpur/i.test(`${n.location} ${n.sub_district.name}`)).map((n) => n.user.name),
    );
    expect(await ids(nurses[0].nurse_code)).toEqual([nurses[0].user.name]);
    // A Bengali sub-district name finds its nurses.
    const bnSub = await all<NurseCard>(`/api/nurses-appointment?keyword=${encodeURIComponent(sub.bn_name)}`);
    expect(bnSub.map((n) => n.id)).toEqual(expect.arrayContaining(bySub.map((n) => n.id)));

    const byExperience = await all<NurseCard>('/api/nurses-appointment?order_by=experience');
    expect(isOrdered(byExperience, (n) => n.experience, true)).toBe(true);
    for (const query of ['order_by=fee', 'page=-1', 'district=abc', 'district_and_subDistrict=zone']) {
      expect((await get(`/api/nurses-appointment?${query}`)).status, query).toBe(422);
    }
  });

  it('shows the weekday by package fees; an unlisted nurse is unavailable', async () => {
    const { body } = await get<NurseDetailResponse>(`/api/nurse-appointment/${nurses[0].id}`);
    const nurse = body.nurse;
    expect(nurse.wdays.length).toBeGreaterThan(0);
    for (const day of nurse.wdays) {
      expect(day.code).toBe(day.id - 1);
      for (const p of NURSE_PACKAGES) {
        expect([0, 1]).toContain(day.pivot[p]);
        expect(day.pivot[`${p}_fee`] === null).toBe(day.pivot[p] === 0);
      }
    }
    const lowest = Math.min(
      ...nurse.wdays.flatMap((d) =>
        NURSE_PACKAGES.map((p) => d.pivot[`${p}_fee`]).filter((f): f is number => f !== null),
      ),
    );
    expect(nurse.fee_from).toBe(lowest);

    const pending = await providerNamed(db, 'nurse', 'Mitu Akter');
    expect(await get(`/api/nurse-appointment/${pending.id}`)).toEqual({
      status: 404,
      body: { message: 'This nurse is unavailable' },
    });
    await setStatus(db, nurses[1].id, 'suspended');
    expect((await get(`/api/nurse-appointment/${nurses[1].id}`)).status).toBe(404);
    expect((await all<NurseCard>('/api/nurses-appointment')).map((n) => n.id)).not.toContain(nurses[1].id);
    await setStatus(db, nurses[1].id, 'approved');
    expect((await get('/api/nurse-appointment/77777', { 'accept-language': 'bn' })).body).toEqual({
      message: 'এই নার্স এখন পাওয়া যাচ্ছে না',
    });
  });
});

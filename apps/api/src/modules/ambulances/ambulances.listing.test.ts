import { describe, expect, it } from 'vitest';
import type { AmbulanceCard, AmbulanceDetailResponse, AmbulanceListResponse } from '@nirog/contracts';
import { createTestApp } from '../../../test/helpers';
import { isOrdered, providerNamed, publicGets, seedRoster, setStatus } from '../../../test/listings';

describe('ambulance listing and profile', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await seedRoster(db);
  const { get, all } = publicGets(app);
  const ambulances = await all<AmbulanceCard>('/api/ambulance-booking');

  it('lists the approved ambulances, best rated first, with the card fields', async () => {
    expect(ambulances).toHaveLength(13);
    expect(ambulances.map((a) => a.user.name)).not.toContain('Kabir Uddin');
    expect(isOrdered(ambulances, (a) => a.reviews_avg_rating, true)).toBe(true);
    expect(ambulances[0]).toMatchObject({ ambulance_code: expect.stringMatching(/^AMB-\d{5}$/) });
    expect(ambulances[0]).not.toHaveProperty('driver_name');
    const { body } = await get<AmbulanceListResponse>('/api/ambulance-booking?order_by=rating');
    expect(body.data.map((a) => a.id)).toEqual(ambulances.slice(0, 12).map((a) => a.id));
  });

  it('filters by condition, district and keyword (English and Bengali)', async () => {
    const ac = await all<AmbulanceCard>('/api/ambulance-booking?condition=AC');
    const nonAc = await all<AmbulanceCard>('/api/ambulance-booking?condition=Non%20AC');
    expect(ac.length).toBeGreaterThan(0);
    expect(ac.every((a) => a.condition === 'AC')).toBe(true);
    expect(nonAc.every((a) => a.condition === 'Non AC')).toBe(true);
    expect(ac.length + nonAc.length).toBe(13);

    const district = ambulances[0].district;
    const byDistrict = await all<AmbulanceCard>(
      `/api/ambulance-booking?district_and_subDistrict=district&district=${district.id}`,
    );
    expect(byDistrict.map((a) => a.id).sort()).toEqual(
      ambulances
        .filter((a) => a.district.id === district.id)
        .map((a) => a.id)
        .sort(),
    );
    const keyword = async (k: string) =>
      (await all<AmbulanceCard>(`/api/ambulance-booking?keyword=${encodeURIComponent(k)}`)).map((a) => a.id).sort();
    // By district name in English and Bengali, and by the service's name.
    expect(await keyword(district.name)).toEqual(expect.arrayContaining(byDistrict.map((a) => a.id).sort()));
    expect(await keyword(district.bn_name)).toEqual(expect.arrayContaining(byDistrict.map((a) => a.id).sort()));
    const padma = ambulances.filter((a) => a.owner_name === 'Padma Rescue');
    expect(padma.length).toBeGreaterThan(0);
    expect(await keyword('padma')).toEqual(padma.map((a) => a.id).sort());
    expect(await keyword('পদ্মা')).toEqual(expect.arrayContaining(padma.map((a) => a.id)));
    for (const query of ['condition=Cold', 'order_by=experience', 'page=0', `keyword=${'x'.repeat(500)}`]) {
      expect((await get(`/api/ambulance-booking?${query}`)).status, query).toBe(422);
    }
  });

  it('shows the profile; an unlisted ambulance is unavailable', async () => {
    const { body } = await get<AmbulanceDetailResponse>(`/api/ambulance-booking/${ambulances[0].id}`);
    expect(body.ambulance).toMatchObject({
      id: ambulances[0].id,
      ambulance_code: ambulances[0].ambulance_code,
      driver_name: expect.any(String),
      district: ambulances[0].district,
      sub_district: ambulances[0].sub_district,
    });
    const pending = await providerNamed(db, 'ambulance', 'Kabir Uddin');
    expect((await get(`/api/ambulance-booking/${pending.id}`)).body).toEqual({
      message: 'This ambulance is unavailable',
    });
    await setStatus(db, ambulances[2].id, 'suspended');
    expect((await get(`/api/ambulance-booking/${ambulances[2].id}`)).status).toBe(404);
    expect((await all<AmbulanceCard>('/api/ambulance-booking')).map((a) => a.id)).not.toContain(ambulances[2].id);
    await setStatus(db, ambulances[2].id, 'approved');
  });
});

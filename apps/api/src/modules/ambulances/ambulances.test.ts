import { describe, expect, it } from 'vitest';
import { bearer, createTestAppWithDataDir } from '../../../test/helpers';
import { createTestUser } from '../../../test/users';
import { joinCalls, picture, places } from '../../../test/providers';

describe('ambulance join wizard and profile', async () => {
  const { app, database } = await createTestAppWithDataDir();
  const db = database.db;
  const where = await places(db);
  const png = await picture('png');
  const { post, upload, errorsOf } = joinCalls(app);
  const step1 = {
    driver_name: 'Md. Rafiq',
    owner_name: 'Alif Ambulance Service',
    country_id: 1,
    district_id: 13,
    sub_district_id: where.dhakaSub,
    location: 'Shyamoli',
    contact_phone: '01711223344',
    vehicle_no: 'DHAKA METRO-CHA 11-2345',
    starting_area: 'Dhaka Medical College Hospital',
  };

  it('keeps ambulances to Bangladesh, a district of it and a sub-district of that district', async () => {
    const user = await createTestUser(db);
    const india = await post(user.token, '/api/ambulance/join/step-1', { ...step1, country_id: 2 });
    expect(india.statusCode).toBe(422);
    expect(india.json().errors.country_id).toEqual(['Only Bangladesh can be chosen.']);
    // any district of Bangladesh (not only Dhaka, unlike nurses), but the sub-district must be inside it
    const chattogram = await post(user.token, '/api/ambulance/join/step-1', {
      ...step1,
      district_id: where.otherDistrict,
    });
    expect(errorsOf(chattogram)).toEqual(['sub_district_id']);
    const unknown = await post(user.token, '/api/ambulance/join/step-1', { ...step1, district_id: 999_999 });
    expect(errorsOf(unknown)).toEqual(['district_id']);
    const elsewhere = await post(user.token, '/api/ambulance/join/step-1', {
      ...step1,
      district_id: where.otherDistrict,
      sub_district_id: where.otherSub,
    });
    expect(elsewhere.json().icon).toBe('success');
  });

  it('joins an ambulance in two steps with a public photo and private documents', async () => {
    const user = await createTestUser(db);
    const step1 = {
      driver_name: 'Md. Rafiq',
      owner_name: 'Alif Ambulance Service',
      country_id: 1,
      district_id: 13,
      sub_district_id: where.dhakaSub,
      location: 'Shyamoli',
      contact_phone: '01711223344',
      vehicle_no: 'DHAKA METRO-CHA 11-2345',
      starting_area: 'Dhaka Medical College Hospital',
    };
    expect(errorsOf(await post(user.token, '/api/ambulance/join/step-1', {}))).toEqual([
      'contact_phone',
      'country_id',
      'district_id',
      'driver_name',
      'location',
      'owner_name',
      'starting_area',
      'sub_district_id',
      'vehicle_no',
    ]);
    expect(errorsOf(await post(user.token, '/api/ambulance/join/step-1', { ...step1, condition: 'Luxury' }))).toEqual([
      'condition',
    ]);
    expect((await upload(user.token, '/api/ambulance/join/step-2', [])).json().icon).toBe('warning');
    expect((await post(user.token, '/api/ambulance/join/step-1', step1)).json().icon).toBe('success');
    const missing = await upload(user.token, '/api/ambulance/join/step-2', [{ field: 'docs[]', data: png }]);
    expect(errorsOf(missing)).toEqual(['nid_passport', 'photo']);
    const done = await upload(user.token, '/api/ambulance/join/step-2', [
      { field: 'photo', data: png },
      { field: 'nid_passport', data: png },
      { field: 'docs[]', data: png },
    ]);
    expect(done.json().icon).toBe('success');
    const profile = await app.inject({ method: 'GET', url: '/api/ambulance/profile', headers: bearer(user.token) });
    const ambulance = profile.json().ambulance;
    expect(ambulance).toMatchObject({ condition: 'Non AC', ambulance_code: expect.stringMatching(/^AMB-\d{5}$/) });
    expect(ambulance.photo).toMatch(/^ambulances\/[\w-]+\.webp$/);
    expect((await app.inject({ method: 'GET', url: `/storage/${ambulance.photo}` })).statusCode).toBe(200);
    const personal = await post(user.token, '/api/ambulance/update/personal-information', {
      ...step1,
      driver_name: 'Abdul Kader',
    });
    expect(personal.json().data.ambulance.driver_name).toBe('Abdul Kader');
    const vehicle = await post(user.token, '/api/ambulance/update/ambulance-information', {
      vehicle_no: 'X-1',
      condition: 'AC',
      starting_area: 'Mirpur',
    });
    expect(vehicle.json()).toMatchObject({
      message: 'Ambulance information successfully updated',
      ambulance: { condition: 'AC' },
    });
    const photo = await upload(user.token, '/api/ambulance/update/ambulance-photo', [
      { field: 'photo', data: Buffer.from('not a picture') },
    ]);
    expect(errorsOf(photo)).toEqual(['photo']);
  });

  it('keeps identity documents private and answers 401 and 403 on the dashboard', async () => {
    const owner = await createTestUser(db);
    await post(owner.token, '/api/ambulance/join/step-1', step1);
    const done = await upload(owner.token, '/api/ambulance/join/step-2', [
      { field: 'photo', data: png },
      { field: 'nid_passport', data: png },
      { field: 'docs[]', data: png },
    ]);
    expect(done.json().icon).toBe('success');
    const profile = (
      await app.inject({ method: 'GET', url: '/api/ambulance/profile', headers: bearer(owner.token) })
    ).json().ambulance;
    // the profile names no identity document: only the public photo
    expect(JSON.stringify(profile)).not.toMatch(/nid|docs\//);
    expect((await app.inject({ method: 'GET', url: '/api/ambulance/profile' })).statusCode).toBe(401);
    const stranger = await createTestUser(db);
    expect(
      (await app.inject({ method: 'GET', url: '/api/ambulance/profile', headers: bearer(stranger.token) })).statusCode,
    ).toBe(403);
    const update = await post(stranger.token, '/api/ambulance/update/ambulance-information', {
      vehicle_no: 'X-1',
      condition: 'AC',
      starting_area: 'Mirpur',
    });
    expect(update.statusCode).toBe(403);
  });
});

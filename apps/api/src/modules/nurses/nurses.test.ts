import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers';
import { createTestUser } from '../../../test/users';
import { createTestAppWithDataDir } from '../../../test/helpers';
import { joinCalls, picture, places } from '../../../test/providers';

describe('nurse join wizard and profile', async () => {
  const { app, database } = await createTestAppWithDataDir();
  const db = database.db;
  const where = await places(db);
  const png = await picture('png');
  const { post, upload, errorsOf } = joinCalls(app);
  const nurse1 = {
    country_id: 1,
    district_id: 13,
    sub_district_id: where.dhakaSub,
    location: 'Mirpur 10',
    experience: 4,
    present_add: 'Mirpur, Dhaka',
    permanent_add: 'Barishal',
  };
  const day = (id: number, on: boolean, extra: Record<string, unknown> = {}) => ({ day: on, day_id: id, ...extra });

  it('keeps nurses to Bangladesh and Dhaka, with a sub-district inside it', async () => {
    const user = await createTestUser(db);
    expect(errorsOf(await post(user.token, '/api/nurse/join/step-1', {}))).toEqual([
      'country_id',
      'district_id',
      'experience',
      'location',
      'permanent_add',
      'present_add',
      'sub_district_id',
    ]);
    expect(
      errorsOf(
        await post(user.token, '/api/nurse/join/step-1', {
          ...nurse1,
          country_id: 2,
          district_id: where.otherDistrict,
        }),
      ),
    ).toEqual(['country_id', 'district_id']);
    expect(
      errorsOf(await post(user.token, '/api/nurse/join/step-1', { ...nurse1, sub_district_id: where.otherSub })),
    ).toEqual(['sub_district_id']);
  });

  it('runs the three steps in order, with a fee for each package on', async () => {
    const user = await createTestUser(db);
    expect((await post(user.token, '/api/nurse/join/step-2', { availabe_days: [] })).json().icon).toBe('warning');
    expect((await post(user.token, '/api/nurse/join/step-1', nurse1)).json().icon).toBe('success');
    const none = await post(user.token, '/api/nurse/join/step-2', { availabe_days: [day(1, false)] });
    expect(errorsOf(none)).toEqual(['availabe_days']);
    const notNumber = await post(user.token, '/api/nurse/join/step-2', {
      availabe_days: [day(1, true), day(2, true, { hour_24: 1, hour_24_fee: 'abc' })],
    });
    expect(errorsOf(notNumber)).toEqual(['availabe_days.1.hour_24_fee']);
    const noFee = await post(user.token, '/api/nurse/join/step-2', {
      availabe_days: [day(1, true, { one_call: true }), day(2, true, { hour_24: 1 })],
    });
    expect(errorsOf(noFee)).toEqual(['availabe_days.0.one_call_fee', 'availabe_days.1.hour_24_fee']);
    const ok = await post(user.token, '/api/nurse/join/step-2', {
      availabe_days: [day(1, true, { one_call: true, one_call_fee: 600 }), day(2, false, { hour_24: true })],
    });
    expect(ok.json().icon).toBe('success');
    expect(errorsOf(await upload(user.token, '/api/nurse/join/step-3', [{ field: 'nid_bs', data: png }]))).toEqual([
      'docs',
    ]);
    const done = await upload(user.token, '/api/nurse/join/step-3', [
      { field: 'nid_bs', data: png },
      { field: 'docs[]', data: png },
    ]);
    expect(done.json()).toMatchObject({ icon: 'success', user: { id: user.id } });
    expect((await post(user.token, '/api/nurse/join/step-1', nurse1)).json()).toEqual({
      icon: 'info',
      message: 'You already applied for Nurse',
    });
    const profile = await app.inject({ method: 'GET', url: '/api/nurse/profile', headers: bearer(user.token) });
    expect(profile.json().nurse).toMatchObject({
      status: 'pending',
      nurse_code: expect.stringMatching(/^NUR-\d{5}$/),
      wdays: [{ id: 1, code: 0, pivot: { one_call: 1, one_call_fee: 600, hour_24: 0 } }],
    });
    const update = await post(user.token, '/api/nurse/update/availability-fees', {
      availabe_days: { 6: day(7, true, { hour_12_night: true, hour_12_night_fee: 2800 }) },
    });
    expect(update.json()).toMatchObject({
      message: 'Availability and fees successfully updated',
      nurse: { wdays: [{ code: 6, pivot: { hour_12_night_fee: 2800 } }] },
    });
    const bad = await post(user.token, '/api/nurse/update/availability-fees', {
      availabe_days: { 3: day(4, true, { one_call: true }) },
    });
    expect(errorsOf(bad)).toEqual(['availabe_days.3.one_call_fee']);
  });

  it('answers 401 without a token and 403 to the nurse dashboard of someone else', async () => {
    const user = await createTestUser(db);
    expect((await app.inject({ method: 'GET', url: '/api/nurse/profile' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/nurse/profile', headers: bearer(user.token) })).statusCode,
    ).toBe(403);
  });
});

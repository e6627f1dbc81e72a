import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDoctor, dhakaDay, patientFields } from '../../../test/bookings';
import { bearer, createTestApp } from '../../../test/helpers';
import { createTestUser } from '../../../test/users';

/**
 * Races for one doctor's day (DESIGN.md 5c): many patients at once, on the embedded database and on
 * PostgreSQL (TEST_DATABASE_URL), where the requests really run side by side on a pool of connections.
 */
describe('booking races', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const book = (token: string, doctorId: number, day: string, time: string) =>
    app.inject({
      method: 'POST',
      url: `/api/auth/doctor-appointment/bd-doctor/${doctorId}/appointment`,
      headers: bearer(token),
      payload: { ...patientFields(), app_date: day, app_time: time },
    });

  it('books each slot once and keeps the day serials unique and in time order', async () => {
    // 17:00-19:00 in 15 minutes: 8 slots; 24 patients ask for them three times over, at once.
    const doctor = await createTestDoctor(db);
    const day = dhakaDay(9);
    const patients = await Promise.all(Array.from({ length: 24 }, () => createTestUser(db)));
    const times = ['17:00', '17:15', '17:30', '17:45', '18:00', '18:15', '18:30', '18:45'];
    const results = await Promise.all(patients.map((p, i) => book(p.token, doctor.doctorId, day, times[i % 8])));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(8);
    expect(codes.filter((c) => c === 422)).toHaveLength(16);
    for (const refused of results.filter((r) => r.statusCode === 422)) {
      expect(Object.keys(refused.json().errors)).toEqual(['app_time']);
    }
    const rows =
      (await db.execute(sql`SELECT to_char(lower(slot) AT TIME ZONE 'Asia/Dhaka', 'HH24:MI') AS time, serial_no
      FROM bookings WHERE provider_id = ${doctor.doctorId} AND status <> 'Cancelled' ORDER BY lower(slot)`)) as unknown as {
        rows: Array<{ time: string; serial_no: number }>;
      };
    expect(rows.rows.map((r) => r.time)).toEqual(times);
    expect(rows.rows.map((r) => Number(r.serial_no))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('refuses overlapping slots when the visit length changed between bookings', async () => {
    const doctor = await createTestDoctor(db, { visitMinutes: 30 });
    const day = dhakaDay(10);
    const first = await createTestUser(db);
    expect((await book(first.token, doctor.doctorId, day, '17:30')).statusCode).toBe(200);
    // Now 15 minutes: 17:45 lies inside the 30-minute 17:30 appointment.
    await db.execute(sql`UPDATE doctors SET visit_minutes = 15 WHERE application_id = ${doctor.doctorId}`);
    const second = await createTestUser(db);
    expect((await book(second.token, doctor.doctorId, day, '17:45')).statusCode).toBe(422);
    expect((await book(second.token, doctor.doctorId, day, '18:00')).statusCode).toBe(200);
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { wallClock } from '../../lib/time';
import { authTables } from '../../modules/auth';
import { bookingsTables } from '../../modules/bookings';
import { ePrescriptionsTables } from '../../modules/e-prescriptions';
import { seedDemo } from '../index';

describe('demo bookings', async () => {
  const { database } = await createTestApp();
  const db = database.db;

  it("gives the demo patient bookings in every status and the demo doctor today's chamber list", async () => {
    await seedDemo(db);
    await seedDemo(db);
    const [patient] = await db.select().from(authTables.users).where(eq(authTables.users.email, 'patient@nirog.test'));
    const mine = await db
      .select()
      .from(bookingsTables.bookings)
      .where(eq(bookingsTables.bookings.patientId, patient.id));
    for (const kind of ['appointment', 'audio', 'video']) {
      const statuses = mine.filter((b) => b.kind === kind).map((b) => b.status);
      expect(new Set(statuses), kind).toEqual(new Set(['Pending', 'Ready', 'Completed', 'Cancelled']));
    }
    const appointments = mine.filter((b) => b.kind === 'appointment');
    expect(appointments.find((b) => b.status === 'Pending')?.paymentPublicId).toEqual(expect.any(String));
    const today = wallClock(new Date(), 'Asia/Dhaka').date;
    const chamber = (await db.execute(sql`SELECT serial_no FROM bookings
      WHERE slot_day = ${today}::date AND status <> 'Cancelled' ORDER BY lower(slot)`)) as unknown as {
      rows: Array<{ serial_no: number }>;
    };
    expect(chamber.rows.map((r) => Number(r.serial_no))).toEqual([1, 2, 3, 4, 5]);
    // A booking is completed only from its day on: every demo Completed one of any kind lies in the past.
    const completed = await db
      .select({ kind: bookingsTables.bookings.kind, day: bookingsTables.bookings.slotDay })
      .from(bookingsTables.bookings)
      .where(eq(bookingsTables.bookings.status, 'Completed'));
    expect(new Set(completed.map((b) => b.kind))).toEqual(
      new Set(['appointment', 'audio', 'video', 'nurse', 'ambulance']),
    );
    for (const b of completed) if (b.day !== null) expect(b.day < today, `${b.kind} on ${b.day}`).toBe(true);
  });

  it("brings the next day's chamber list on the next day's start, and nothing twice", async () => {
    await seedDemo(db);
    const count = async () =>
      Number(
        ((await db.execute(sql`SELECT count(*) AS n FROM bookings`)) as unknown as { rows: [{ n: number }] }).rows[0].n,
      );
    const before = await count();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Three days on, the demo patient's Pending appointment (16:30) sits in the chamber's afternoon.
      vi.setSystemTime(Date.now() + 3 * 86_400_000);
      await seedDemo(db);
      await seedDemo(db);
      const day = wallClock(new Date(), 'Asia/Dhaka').date;
      const rows =
        (await db.execute(sql`SELECT serial_no, to_char(lower(slot) AT TIME ZONE 'Asia/Dhaka', 'HH24:MI') AS at
        FROM bookings WHERE kind = 'appointment' AND slot_day = ${day}::date AND status <> 'Cancelled' ORDER BY lower(slot)`)) as unknown as {
          rows: Array<{ serial_no: number; at: string }>;
        };
      expect(rows.rows.map((r) => r.at)).toEqual(['16:00', '16:15', '16:30', '16:45', '17:00']);
      expect(rows.rows.map((r) => Number(r.serial_no))).toEqual([1, 2, 3, 4, 5]);
      expect(await count()).toBe(before + 4);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives the demo patient's Completed video consultation a prescription with a Bengali advice line", async () => {
    await seedDemo(db);
    const [patient] = await db.select().from(authTables.users).where(eq(authTables.users.email, 'patient@nirog.test'));
    const rows = await db
      .select({ booking: bookingsTables.bookings, prescription: ePrescriptionsTables.ePrescriptions })
      .from(ePrescriptionsTables.ePrescriptions)
      .innerJoin(
        bookingsTables.bookings,
        eq(bookingsTables.bookings.id, ePrescriptionsTables.ePrescriptions.bookingId),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0].booking).toMatchObject({ patientId: patient.id, kind: 'video', status: 'Completed' });
    expect(rows[0].prescription.advices.some((a) => /[\u0980-\u09FF]/.test(a.title))).toBe(true);
  });
});

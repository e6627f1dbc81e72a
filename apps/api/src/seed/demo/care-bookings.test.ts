import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { authTables } from '../../modules/auth';
import { bookingsTables } from '../../modules/bookings';
import { nursesTables } from '../../modules/nurses';
import { seedDemo } from '../index';

describe('demo nurse and ambulance bookings', async () => {
  const { database } = await createTestApp();
  const db = database.db;

  it('gives the demo patient nurse and ambulance bookings in every status, one service charge pending', async () => {
    await seedDemo(db);
    await seedDemo(db);
    const [patient] = await db.select().from(authTables.users).where(eq(authTables.users.email, 'patient@nirog.test'));
    const mine = await db
      .select()
      .from(bookingsTables.bookings)
      .where(eq(bookingsTables.bookings.patientId, patient.id));
    const nurse = mine.filter((b) => b.kind === 'nurse');
    const ambulance = mine.filter((b) => b.kind === 'ambulance');
    expect(new Set(nurse.map((b) => b.status))).toEqual(new Set(['Pending', 'Ready', 'Completed', 'Cancelled']));
    expect(new Set(ambulance.map((b) => b.status))).toEqual(new Set(['Ready', 'Completed', 'Cancelled']));
    // One nurse booking with Pay now, one waiting for its agreed price.
    const pending = nurse.filter((b) => b.status === 'Pending');
    expect(pending.map((b) => b.paymentPublicId === null).sort()).toEqual([false, true]);
    const details = await db.select().from(nursesTables.nurseBookingDetails);
    expect(details.filter((d) => d.priceLater)).toHaveLength(1);
    // Exactly one service charge waits for the owner.
    const due = ambulance.filter((b) => b.status === 'Completed' && b.paymentStatus === 'Pending' && b.totalPoisha > 0);
    expect(due).toHaveLength(1);
    expect(due[0].paymentPublicId).toEqual(expect.any(String));
  });
});

import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { NURSE_PACKAGES, type NursePackage } from '@nirog/contracts';
import type { Tx } from '../../db/client';
import { savePrivateFiles } from '../../lib/private-files';
import { addDays, wallClock, weekdayIdOf } from '../../lib/time';
import { ambulancesTables } from '../../modules/ambulances';
import { authTables } from '../../modules/auth';
import { RETURN_PATHS, bookingsTables, logBookingEvent } from '../../modules/bookings';
import { NURSE_PACKAGE_COLUMNS, nurseSlot, nursesTables } from '../../modules/nurses';
import { createPayment, paymentsTables } from '../../modules/payments';
import { providersTables } from '../../modules/providers';
import { nidCardImage } from './providers';

const { users } = authTables;
const { bookings } = bookingsTables;
const { providerApplications } = providersTables;

type Status = 'Pending' | 'Ready' | 'Completed' | 'Cancelled';

async function applicationOf(tx: Tx, email: string, kind: 'nurse' | 'ambulance') {
  const [row] = await tx
    .select({ id: providerApplications.id, userId: users.id })
    .from(providerApplications)
    .innerJoin(users, eq(users.id, providerApplications.userId))
    .where(and(eq(users.email, email), eq(providerApplications.kind, kind)));
  return row ?? null;
}

/**
 * Demo nurse and ambulance bookings (issue 17 item 7): the demo patient's nurse appointments in every
 * status (Pay now, a negotiable one waiting for its price, Ready, Completed to review, Cancelled) with
 * the demo nurse, and ambulance bookings (Ready, Completed with the service charge pending, Completed
 * and paid, Cancelled) with the demo ambulance, whose owner's list thereby has Ready and Completed
 * items. Rows are written as the kernel writes them. ID pictures go to private storage when
 * `storageDir` (the public root) is given.
 */
export async function seedDemoCareBookings(tx: Tx, options: { storageDir?: string } = {}): Promise<void> {
  const [patient] = await tx.select().from(users).where(eq(users.email, 'patient@nirog.test'));
  const nurse = await applicationOf(tx, 'nurse@nirog.test', 'nurse');
  const ambulance = await applicationOf(tx, 'ambulance@nirog.test', 'ambulance');
  if (!patient || !nurse || !ambulance) return;
  const privateRoot = options.storageDir ? path.join(path.dirname(options.storageDir), 'private') : null;
  const [front, back] = privateRoot
    ? await savePrivateFiles(privateRoot, 'nurse-booking-ids', [
        await nidCardImage(patient.name, '1990 2611 4478 302'),
        await nidCardImage(patient.name, '1990 2611 4478 302 (back)'),
      ])
    : ['nurse-booking-ids/demo-front.webp', 'nurse-booking-ids/demo-back.webp'];

  // The nurse's worked days and packages decide which dates and services the demo can book.
  const days = await tx.select().from(nursesTables.nurseDays).where(eq(nursesTables.nurseDays.applicationId, nurse.id));
  const today = wallClock(new Date(), 'Asia/Dhaka').date;
  const used = new Set<string>();
  /** The first date from `offset` days on (never today) when the nurse works and offers a package. */
  const pick = (offset: number, step: 1 | -1): { date: string; pkg: NursePackage; feePoisha: number } | null => {
    for (let d = offset; Math.abs(d) < Math.abs(offset) + 21; d += step) {
      const date = addDays(today, d);
      const day = days.find((r) => r.day === weekdayIdOf(date) - 1);
      if (!day || used.has(date) || date === today) continue;
      const pkg = NURSE_PACKAGES.find((p) => p !== 'one_call' && day[NURSE_PACKAGE_COLUMNS[p][0]]);
      if (!pkg) continue;
      used.add(date);
      return { date, pkg, feePoisha: day[NURSE_PACKAGE_COLUMNS[pkg][1]] ?? 0 };
    }
    return null;
  };

  const insertBooking = async (input: {
    kind: 'nurse' | 'ambulance';
    providerId: number;
    status: Status;
    paymentStatus: string;
    totalPoisha: number;
    slot?: { start: Date; end: Date; day: string } | null;
    payer?: number;
    completedBy: number;
    purpose?: 'booking' | 'provider_charge';
    reason?: string;
  }) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        kind: input.kind,
        patientId: patient.id,
        providerId: input.providerId,
        status: input.status,
        paymentStatus: input.paymentStatus,
        feePoisha: input.totalPoisha,
        totalPoisha: input.totalPoisha,
        slot: input.slot ? `[${input.slot.start.toISOString()},${input.slot.end.toISOString()})` : null,
        slotDay: input.slot?.day ?? null,
        holdExpiresAt: input.status === 'Pending' && input.slot && input.totalPoisha > 0 ? input.slot.start : null,
        cancelReason: input.reason ?? null,
        cancelledAt: input.status === 'Cancelled' ? new Date() : null,
        completedAt: input.status === 'Completed' ? new Date() : null,
      })
      .returning();
    await logBookingEvent(tx, row.id, 'created', patient.id, { demo: true });
    if (input.totalPoisha > 0 && input.purpose && input.status !== 'Cancelled') {
      const payment = await createPayment(tx, {
        purpose: input.purpose,
        subjectId: row.id,
        userId: input.payer ?? patient.id,
        amountPoisha: input.totalPoisha,
        returnPath: input.purpose === 'booking' ? RETURN_PATHS[input.kind] : '/sp/ambulance/bookings',
      });
      await tx.update(bookings).set({ paymentPublicId: payment.publicId }).where(eq(bookings.id, row.id));
      if (input.paymentStatus === 'Paid') {
        await tx
          .update(paymentsTables.payments)
          .set({ status: 'Paid', gateway: 'sandbox', paidAt: new Date() })
          .where(eq(paymentsTables.payments.id, payment.id));
        await logBookingEvent(tx, row.id, input.purpose === 'booking' ? 'paid' : 'charge_paid', null, { demo: true });
      }
    }
    if (input.status === 'Completed') await logBookingEvent(tx, row.id, 'completed', input.completedBy);
    return row;
  };

  const PURPOSES = [
    'Care after my mother’s hip operation',
    'Injections and dressing at home',
    'Night care for my father after a stroke',
    'Help with a newborn and the mother after a caesarean',
    'Blood pressure and sugar checks for an elderly patient',
  ];
  const nurseBooking = async (status: Status, offset: number, options: { later?: boolean; reason?: string } = {}) => {
    const chosen = pick(offset, offset < 0 ? -1 : 1);
    if (!chosen) return;
    const moreDay = options.later ? 3 : null;
    const slot = nurseSlot(chosen.pkg, chosen.date, moreDay);
    const paid = status === 'Ready' || status === 'Completed';
    const total = options.later ? 0 : chosen.feePoisha;
    const row = await insertBooking({
      kind: 'nurse',
      providerId: nurse.id,
      status,
      paymentStatus: paid ? 'Paid' : 'Pending',
      totalPoisha: total,
      slot,
      purpose: 'booking',
      completedBy: nurse.userId,
      reason: options.reason,
    });
    await tx.insert(nursesTables.nurseBookingDetails).values({
      bookingId: row.id,
      nurseService: chosen.pkg,
      moreDay,
      countryId: 1,
      districtId: 13,
      subDistrictId: (
        await tx
          .select({ id: nursesTables.nurses.subDistrictId })
          .from(nursesTables.nurses)
          .where(eq(nursesTables.nurses.applicationId, nurse.id))
      )[0].id,
      location: 'House 7, Road 3, Mirpur 10, Dhaka',
      phoneNo: patient.phone ?? '01711000100',
      purpose: PURPOSES[row.id % PURPOSES.length],
      priceLater: Boolean(options.later),
      nidImage: front,
      nidImage2: back,
    });
  };
  await nurseBooking('Pending', 4);
  await nurseBooking('Pending', 12, { later: true });
  await nurseBooking('Ready', 2);
  await nurseBooking('Completed', -5);
  await nurseBooking('Completed', -12);
  await nurseBooking('Cancelled', 8, { reason: 'The patient was admitted to hospital' });

  const TRIPS = [
    ['Mirpur 10, Dhaka', 'Dhaka Medical College Hospital'],
    ['Uttara Sector 7, Dhaka', 'Square Hospital, Panthapath'],
    ['Mohammadpur, Dhaka', 'National Heart Foundation, Mirpur'],
    ['Banani, Dhaka', 'United Hospital, Gulshan'],
  ];
  const trip = async (status: Status, charge: { poisha: number; paid: boolean } | null, n: number, reason?: string) => {
    const row = await insertBooking({
      kind: 'ambulance',
      providerId: ambulance.id,
      status,
      paymentStatus: charge?.paid ? 'Paid' : 'Pending',
      totalPoisha: charge?.poisha ?? 0,
      purpose: 'provider_charge',
      payer: ambulance.userId,
      completedBy: ambulance.userId,
      reason,
    });
    await tx.insert(ambulancesTables.ambulanceBookingDetails).values({
      bookingId: row.id,
      startLocation: TRIPS[n][0],
      endLocation: TRIPS[n][1],
    });
  };
  await trip('Completed', { poisha: 15_000, paid: true }, 3);
  await trip('Cancelled', null, 2, 'The patient went by car');
  await trip('Completed', { poisha: 15_000, paid: false }, 1);
  await trip('Ready', null, 0);
}

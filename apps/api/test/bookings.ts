import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLE } from '@nirog/contracts';
import type { DbOrTx } from '../src/db/client';
import { addDays, wallClock, weekdayIdOf } from '../src/lib/time';
import { bookingsTables } from '../src/modules/bookings';
import { contentTables } from '../src/modules/content';
import { doctorsTables } from '../src/modules/doctors';
import { FORM_HEADERS, form, nextIp, sandboxFormOf } from '../src/modules/payments/payments.test-support';
import { providersTables } from '../src/modules/providers';
import { createTestUser, type TestUser } from './users';

export type TestDoctor = TestUser & { doctorId: number };

/** An approved doctor with the doctor role: Bangladesh (Dhaka time, 17:00-19:00) or India; every day unless said. */
export async function createTestDoctor(
  db: DbOrTx,
  over: Partial<typeof doctorsTables.doctors.$inferInsert> = {},
  status = 'approved',
): Promise<TestDoctor> {
  const user = await createTestUser(db, [ROLE.Doctor]);
  const [application] = await db
    .insert(providersTables.providerApplications)
    .values({ userId: user.id, kind: 'doctor', status, stepReached: 4, submittedAt: new Date() })
    .returning({ id: providersTables.providerApplications.id });
  const india = over.countryId === 2;
  await db.insert(doctorsTables.doctors).values({
    applicationId: application.id,
    title: 'Dr.',
    gender: 'female',
    countryId: 1,
    location: 'Dhanmondi',
    nidPassportNo: '1990123456789',
    registrationNo: 'A-1',
    registeredInstitution: 'BMDC',
    hospitalName: 'Square Hospital',
    department: 'Medicine',
    designation: 'Consultant',
    experience: 10,
    appointmentService: true,
    chamberName: 'Popular Diagnostic Centre',
    chamberLocation: 'Dhanmondi',
    appointmentFee: 100_000,
    appointmentDiscount: 10,
    audioService: true,
    audioFee: 50_000,
    audioDiscount: 0,
    videoService: false,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    timeFrom: india ? '10:00:00' : '17:00:00',
    timeTo: india ? '17:00:00' : '19:00:00',
    ...over,
  });
  return { ...user, doctorId: application.id };
}

/** Today in Dhaka plus `days`. */
export const dhakaDay = (days = 0) => addDays(wallClock(new Date(), 'Asia/Dhaka').date, days);

/** The first day at least `from` days ahead whose weekday id is (or is not, with `not`) `weekday`. */
export function dayWith(from: number, test: (weekdayId: number) => boolean) {
  for (let d = from; d < from + 14; d++) if (test(weekdayIdOf(dhakaDay(d)))) return dhakaDay(d);
  throw new Error('no such day');
}

/** The patient fields of a booking form. */
export const patientFields = (over: Record<string, unknown> = {}) => ({
  name: 'Rahima Khatun',
  dob: '1990-04-12',
  gender: 'female',
  occupation: 'Teacher',
  country_id: 1,
  city: 'Dhaka',
  disease_about: 'Fever and cough for three days',
  patient_type: 'New',
  ...over,
});

/** Stores a setting as staff would. */
export async function setSetting(db: DbOrTx, key: string, value: unknown) {
  await db
    .insert(contentTables.settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: contentTables.settings.key, set: { value } });
}

export async function bookingRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(bookingsTables.bookings).where(eq(bookingsTables.bookings.id, id));
  return row;
}

/**
 * Brings a dated booking to its day: its slot moved by whole days so that its day is today in its own zone
 * (the clock time kept), its serial numbered after the day's others. A booking can be completed only from
 * its day on (bookings.completion.ts); a test that completes one booked ahead brings it here first.
 */
export async function moveBookingToToday(db: DbOrTx, id: number) {
  await db.execute(sql`
    UPDATE bookings b SET
      slot = CASE WHEN b.slot IS NULL THEN NULL
        ELSE tstzrange(lower(b.slot) - (b.slot_day - t.today) * interval '1 day', upper(b.slot) - (b.slot_day - t.today) * interval '1 day') END,
      slot_day = t.today,
      serial_no = (SELECT coalesce(max(o.serial_no), 0) + 1 FROM bookings o
        WHERE o.provider_id = b.provider_id AND o.slot_day = t.today AND o.status <> 'Cancelled' AND o.id <> b.id)
    FROM (SELECT id, (now() AT TIME ZONE time_zone)::date AS today FROM bookings WHERE id = ${id}) t
    WHERE b.id = t.id AND b.slot_day IS NOT NULL`);
}

type Injector = { inject: FastifyInstance['inject'] };

/**
 * Pay now: opens a sandbox session and its page; `press` sends one of its buttons later (the patient
 * may press Pay after the booking's hold expired). Null when Pay now did not reach the sandbox page.
 */
export async function openSandbox(app: Injector, publicId: string) {
  const submit = await app.inject({ method: 'GET', url: `/payment/payment-submit/${publicId}` });
  if (!submit.headers.location?.startsWith('/payment/sandbox/')) return { submit, press: null };
  const page = await app.inject({ method: 'GET', url: submit.headers.location });
  const press = (action: 'pay' | 'fail' | 'cancel') =>
    app.inject({
      method: 'POST',
      url: `/payment/sandbox/${publicId}/${action}`,
      headers: FORM_HEADERS,
      payload: form(sandboxFormOf(page.body)),
      remoteAddress: nextIp(),
    });
  return { submit, press };
}

/** Pay now on the sandbox gateway, then its Pay (or Fail / Cancel) button; answers the redirect back. */
export async function payOnSandbox(app: Injector, publicId: string, action: 'pay' | 'fail' | 'cancel' = 'pay') {
  const { submit, press } = await openSandbox(app, publicId);
  return press ? press(action) : submit;
}

/**
 * A consultation of `doctorId` (a provider application id) for `patientId`, with the patient's form
 * as the booking wizard stores it. Ready and free unless said.
 */
export async function insertConsultation(
  db: DbOrTx,
  doctorId: number,
  patientId: number,
  over: Partial<typeof bookingsTables.bookings.$inferInsert> = {},
) {
  const [booking] = await db
    .insert(bookingsTables.bookings)
    .values({
      kind: 'video',
      patientId,
      providerId: doctorId,
      status: 'Ready',
      paymentStatus: 'Paid',
      feePoisha: 0,
      totalPoisha: 0,
      ...over,
    })
    .returning();
  await db.insert(doctorsTables.doctorBookingDetails).values({
    bookingId: booking.id,
    name: 'Rahima Khatun',
    dob: '1990-04-12',
    gender: 'female',
    occupation: 'Teacher',
    countryId: 1,
    city: 'Dhaka',
    diseaseAbout: 'Fever and cough for three days',
    patientType: 'New',
  });
  return booking;
}

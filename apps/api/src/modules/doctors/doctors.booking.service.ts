import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BOOKING_WINDOW_DAYS,
  INDIA_FIRST_DAY,
  INDIA_HOURS,
  type BdAppointmentBodySchema,
  type BookingAnswer,
  type ConsultancyBodySchema,
  type FreeSlotsResponse,
  type InAppointmentBodySchema,
  type Language,
} from '@nirog/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { ValidationError, notFound, type FieldErrors } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { addDays, clockOf, instantAt, minutesOfDay, wallClock, weekdayIdOf, type BookingZone } from '../../lib/time';
import { authTables } from '../auth';
import {
  bookingsTables,
  createBooking,
  createEarning,
  isSlotConflict,
  queueBookingMail,
  referrerOf,
  type SlotChoice,
} from '../bookings';
import { providersTables } from '../providers';
import { doctorBookingDetails, doctors } from './doctors.tables';
import { getSettings } from '../content';

const { providerApplications } = providersTables;
const { bookings } = bookingsTables;

/** India (country 2, state based) doctors keep hospital time; the others Bangladesh time. */
export const INDIA_COUNTRY_ID = 2;
const zoneOf = (doctor: { countryId: number }): BookingZone =>
  doctor.countryId === INDIA_COUNTRY_ID ? 'Asia/Kolkata' : 'Asia/Dhaka';

export type BookableDoctor = typeof doctors.$inferSelect & { userId: number; name: string };

/** An approved doctor (DESIGN.md 5b: only approved providers can be booked); anything else "Doctor not found". */
export async function bookableDoctor(db: DbOrTx, id: number): Promise<BookableDoctor> {
  const [row] = await db
    .select({ doctor: doctors, userId: providerApplications.userId, name: authTables.users.name })
    .from(doctors)
    .innerJoin(providerApplications, eq(providerApplications.id, doctors.applicationId))
    .innerJoin(authTables.users, eq(authTables.users.id, providerApplications.userId))
    .where(
      and(
        eq(doctors.applicationId, id),
        eq(providerApplications.kind, 'doctor'),
        eq(providerApplications.status, 'approved'),
      ),
    );
  if (!row) throw notFound('bookings.doctor_not_found');
  return { ...row.doctor, userId: row.userId, name: row.name };
}

/**
 * A fee in poisha after the discount (percent; the discounted fee cut to the poisha, as the listings
 * show and sort it: finalFeeSql) plus the doctor's VAT (percent) on the discounted fee, rounded to the
 * poisha: what every booking of the doctor's services costs.
 */
export function feeOf(feePoisha: number, discountPercent: number | null, vatPercent: number) {
  const discountPoisha = feePoisha - Math.trunc((feePoisha * (100 - (discountPercent ?? 0))) / 100);
  const vatPoisha = Math.round(((feePoisha - discountPoisha) * vatPercent) / 100);
  return { feePoisha, discountPoisha, vatPoisha, totalPoisha: feePoisha - discountPoisha + vatPoisha };
}

/** Today in Bangladesh (`YYYY-MM-DD`). */
const today = (now: Date) => wallClock(now, 'Asia/Dhaka').date;

/**
 * Whether a date may be booked (spec 2 section 9): from today (India: 7 days ahead) to 60 days ahead,
 * on one of the doctor's weekdays. Null when it may, else the message key.
 */
export function dateProblem(doctor: BookableDoctor, date: string, now = new Date(), options = { window: true }) {
  if (!options.window) {
    if (date < today(now)) return 'bookings.invalid_date' as const;
    return doctor.weekdays.includes(weekdayIdOf(date)) ? null : ('bookings.day_off' as const);
  }
  const first = addDays(today(now), doctor.countryId === INDIA_COUNTRY_ID ? INDIA_FIRST_DAY : 0);
  const last = addDays(today(now), BOOKING_WINDOW_DAYS);
  if (date < first || date > last) return 'bookings.invalid_date' as const;
  if (!doctor.weekdays.includes(weekdayIdOf(date))) return 'bookings.day_off' as const;
  return null;
}

/** The slot starts of a working day (minutes after midnight): the doctor's range, or 10:00-17:00 India time. */
export function slotStarts(doctor: BookableDoctor): number[] {
  const india = doctor.countryId === INDIA_COUNTRY_ID;
  const from = minutesOfDay(india ? INDIA_HOURS.from : (doctor.timeFrom ?? '00:00'));
  const to = minutesOfDay(india ? INDIA_HOURS.to : (doctor.timeTo ?? '00:00'));
  const starts: number[] = [];
  for (let m = from; m + doctor.visitMinutes <= to; m += doctor.visitMinutes) starts.push(m);
  return starts;
}

/** The slot of a date and time on the doctor's day, or null when the time is not one of its slot starts. */
export function slotAt(doctor: BookableDoctor, date: string, time: string): SlotChoice | null {
  const minute = minutesOfDay(time);
  if (!slotStarts(doctor).includes(minute)) return null;
  const zone = zoneOf(doctor);
  const start = instantAt(date, clockOf(minute), zone);
  return { start, end: new Date(start.getTime() + doctor.visitMinutes * 60_000), day: date, zone };
}

/** The starts (ISO) of the doctor's live bookings that overlap the day. */
async function takenStarts(db: DbOrTx, doctorId: number, day: string) {
  const rows = await db
    .select({ start: sql<string>`to_char(lower(${bookings.slot}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI')` })
    .from(bookings)
    .where(and(eq(bookings.providerId, doctorId), eq(bookings.slotDay, day), sql`${bookings.status} <> 'Cancelled'`));
  return new Set(rows.map((r) => r.start));
}

/** `GET /api/doctor-appointment/{id}/free-slots?date=`: the day's slots, each free or taken. */
export async function freeSlots(
  db: DbOrTx,
  doctorId: number,
  date: string,
  now = new Date(),
): Promise<FreeSlotsResponse> {
  const doctor = await bookableDoctor(db, doctorId);
  const zone = zoneOf(doctor);
  const base = { date, time_zone: zone, visit_minutes: doctor.visitMinutes };
  if (!doctor.appointmentService || dateProblem(doctor, date, now)) return { ...base, bookable_day: false, slots: [] };
  const taken = await takenStarts(db, doctorId, date);
  return {
    ...base,
    bookable_day: true,
    slots: slotStarts(doctor).map((minute) => {
      const start = instantAt(date, clockOf(minute), zone);
      return {
        app_time: clockOf(minute),
        bd_time: wallClock(start, 'Asia/Dhaka').time,
        available: start > now && !taken.has(start.toISOString().slice(0, 16)),
      };
    }),
  };
}

type Patient = { id: number };
type BdBody = z.output<typeof BdAppointmentBodySchema>;
type InBody = z.output<typeof InAppointmentBodySchema>;
type ConsultBody = z.output<typeof ConsultancyBodySchema>;

const raise = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw new ValidationError(errors);
};

const patientColumns = (body: ConsultBody) => ({
  name: body.name,
  dob: body.dob,
  gender: body.gender,
  occupation: body.occupation,
  countryId: body.country_id,
  city: body.city,
  diseaseAbout: body.disease_about,
  patientType: body.patient_type,
});

function checkDob(body: ConsultBody, errors: FieldErrors, now: Date) {
  if (body.dob > today(now)) errors.dob = ['bookings.dob_future'];
}

/** The answer of every booking call: pay now (with the payment id) or confirmed. */
function answer(lang: Language, booking: { id: number; paymentPublicId: string | null }): BookingAnswer {
  const needPayment = booking.paymentPublicId !== null;
  return {
    status: 'success',
    message: translate(lang, needPayment ? 'bookings.booked_pay' : 'bookings.booked'),
    need_payment: needPayment,
    need_payment_id: booking.paymentPublicId,
    booking_id: booking.id,
  };
}

/**
 * An in-person appointment (Bangladesh or India form): the doctor must offer it and be of the form's
 * country; the date on the doctor's weekdays inside the window; the time one of the day's free slots;
 * India: only the offered tourism services and a valid referral code (not the patient's own).
 */
export async function bookAppointment(
  db: Db,
  input: { patient: Patient; doctorId: number; india: boolean; body: BdBody | InBody; lang: Language; appUrl: string },
  now = new Date(),
): Promise<BookingAnswer> {
  const doctor = await bookableDoctor(db, input.doctorId);
  if (!doctor.appointmentService || (doctor.countryId === INDIA_COUNTRY_ID) !== input.india) {
    throw notFound('bookings.doctor_not_found');
  }
  const body = input.body;
  const errors: FieldErrors = {};
  checkDob(body, errors, now);
  const dateKey = dateProblem(doctor, body.app_date, now);
  if (dateKey) errors.app_date = [dateKey];
  const slot = dateKey ? null : slotAt(doctor, body.app_date, body.app_time);
  if (!dateKey && (!slot || slot.start <= now)) errors.app_time = ['bookings.time_outside'];
  let referrer: { id: number; code: string } | null = null;
  if (input.india) {
    const india = body as InBody;
    for (const field of ['hotel', 'diagnostic', 'sergery'] as const) {
      if (india[field]) errors[field] = ['bookings.service_unavailable'];
    }
    if (india.referral_code) {
      referrer = await referrerOf(db, india.referral_code, input.patient.id);
      if (!referrer) errors.referral_code = ['bookings.invalid_referral'];
    }
  }
  raise(errors);
  const settings = await getSettings(db);
  const fee = feeOf(doctor.appointmentFee ?? 0, doctor.appointmentDiscount, doctor.vat);
  try {
    return await db.transaction(async (tx) => {
      const booking = await createBooking(tx, {
        kind: 'appointment',
        patientId: input.patient.id,
        providerId: doctor.applicationId,
        ...fee,
        slot,
        lang: input.lang,
        holdMinutes: settings.booking_hold_minutes,
      });
      const india = input.india ? (body as InBody) : null;
      await tx.insert(doctorBookingDetails).values({
        bookingId: booking.id,
        ...patientColumns(body),
        india: input.india,
        medicalVisa: india?.medical_visa ?? false,
        guide: india?.guide ?? false,
        transport: india?.transport ?? false,
        referralCode: referrer?.code ?? null,
      });
      if (referrer) {
        await createEarning(tx, {
          bookingId: booking.id,
          referrerId: referrer.id,
          patientId: input.patient.id,
          costPoisha: fee.totalPoisha,
          rate: settings.inr_exchange_rate,
          percent: settings.referral_benefit_percentage,
        });
      }
      const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
      await queueBookingMail(tx, fresh, 'placed', input.appUrl);
      await queueBookingMail(tx, fresh, 'provider_new', input.appUrl);
      return answer(input.lang, booking);
    });
  } catch (err) {
    if (isSlotConflict(err)) throw new ValidationError({ app_time: ['bookings.slot_taken'] });
    throw err;
  }
}

/** An audio or video consultation: the doctor must offer it; the patient fields only. */
export async function bookConsultancy(
  db: Db,
  input: {
    patient: Patient;
    doctorId: number;
    kind: 'audio' | 'video';
    body: ConsultBody;
    lang: Language;
    appUrl: string;
  },
  now = new Date(),
): Promise<BookingAnswer> {
  const doctor = await bookableDoctor(db, input.doctorId);
  const offered = input.kind === 'audio' ? doctor.audioService : doctor.videoService;
  if (!offered) throw notFound('bookings.doctor_not_found');
  const errors: FieldErrors = {};
  checkDob(input.body, errors, now);
  raise(errors);
  const settings = await getSettings(db);
  const fee = feeOf(
    (input.kind === 'audio' ? doctor.audioFee : doctor.videoFee) ?? 0,
    input.kind === 'audio' ? doctor.audioDiscount : doctor.videoDiscount,
    doctor.vat,
  );
  return db.transaction(async (tx) => {
    const booking = await createBooking(tx, {
      kind: input.kind,
      patientId: input.patient.id,
      providerId: doctor.applicationId,
      ...fee,
      slot: null,
      lang: input.lang,
      holdMinutes: settings.booking_hold_minutes,
    });
    await tx.insert(doctorBookingDetails).values({ bookingId: booking.id, ...patientColumns(input.body) });
    await queueBookingMail(tx, booking, 'placed', input.appUrl);
    await queueBookingMail(tx, booking, 'provider_new', input.appUrl);
    return answer(input.lang, booking);
  });
}

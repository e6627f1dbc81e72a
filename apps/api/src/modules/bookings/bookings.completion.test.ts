import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARE_BOOKING_API } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import {
  bookingRow,
  createTestDoctor,
  dhakaDay,
  insertConsultation,
  moveBookingToToday,
  payOnSandbox,
} from '../../../test/bookings';
import { createTestAmbulance, createTestNurse } from '../../../test/care-bookings';
import { multipart } from '../../../test/multipart';
import { picture, places } from '../../../test/providers';
import { createTestUser } from '../../../test/users';
import { toBengaliDigits } from '../../lib/i18n';
import { addDays, wallClock } from '../../lib/time';
import { paymentsTables } from '../payments';
import { canComplete, dayHasBegunAt } from './bookings.completion';
import { bookingEvents, bookings, referralEarnings } from './bookings.tables';

/** Dates as the 422 writes them, as the web writes them too: "3 December 2026", "৩ ডিসেম্বর ২০২৬" (no comma). */
const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  bn: ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'],
};
const inWords = (day: string, lang: 'en' | 'bn') => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[lang][month - 1]} ${year}`;
};
const english = (day: string) => inWords(day, 'en');
const bengali = (day: string) => toBengaliDigits(inWords(day, 'bn'));

describe('a booking is marked Completed only from its day on', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const send = (method: 'PUT' | 'POST', token: string, url: string, lang = 'en') =>
    app.inject({ method, url, headers: { ...bearer(token), 'accept-language': lang } });
  const list = async <T>(token: string, url: string) =>
    (await app.inject({ method: 'GET', url, headers: bearer(token) })).json<{ data: T[] }>().data;
  const completedEvents = async (id: number) =>
    (
      await db
        .select({ n: count() })
        .from(bookingEvents)
        .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, 'completed')))
    )[0].n;

  /** An in-person appointment of `doctor` on `day` at `time` in the doctor's zone, Ready (paid). */
  async function appointment(doctorId: number, patientId: number, day: string, time: string, zone = 'Asia/Dhaka') {
    const offset = zone === 'Asia/Kolkata' ? '+05:30' : '+06:00';
    const start = new Date(`${day}T${time}:00${offset}`);
    const end = new Date(start.getTime() + 15 * 60_000);
    return insertConsultation(db, doctorId, patientId, {
      kind: 'appointment',
      slot: `[${start.toISOString()},${end.toISOString()})`,
      slotDay: day,
      timeZone: zone,
    });
  }

  it('doctor in person: a future appointment is refused (422 naming its day, en and bn) and nothing moves; on its day it completes', async () => {
    const doctor = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const referrer = await createTestUser(db);
    const day = dhakaDay(3);
    const booking = await appointment(doctor.doctorId, patient.id, day, '17:00');
    await db.insert(referralEarnings).values({
      bookingId: booking.id,
      referrerId: referrer.id,
      patientId: patient.id,
      costPoisha: 100_000,
      costPaise: 68_966,
      exchangeRate: '1.45',
      benefitPercentage: '5',
      benefitPoisha: 5_000,
      benefitPaise: 3_448,
    });
    const url = `/api/doctor/appointment/appointment/${booking.id}/make-completed`;

    const listed = (
      await list<{ id: number; can_complete: boolean }>(doctor.token, '/api/doctor/appointment/appointments')
    )[0];
    expect(listed).toMatchObject({ id: booking.id, can_complete: false });
    const shown = (await send('PUT', doctor.token, url)).json();
    expect(shown).toEqual({ message: `This booking can be marked completed from ${english(day)}.` });
    const inBengali = await send('PUT', doctor.token, url, 'bn');
    expect(inBengali.statusCode).toBe(422);
    expect(inBengali.json().message).toBe(`এই বুকিংটি ${bengali(day)} থেকে সম্পন্ন করা যাবে।`);
    // Nothing moved: still Ready, the earning still Pending, no event.
    expect(await bookingRow(db, booking.id)).toMatchObject({ status: 'Ready', completedAt: null });
    const [earning] = await db.select().from(referralEarnings).where(eq(referralEarnings.bookingId, booking.id));
    expect(earning.status).toBe('Pending');
    expect(await completedEvents(booking.id)).toBe(0);

    await moveBookingToToday(db, booking.id);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/doctor/appointment/${booking.id}/show`,
      headers: bearer(doctor.token),
    });
    expect(detail.json().appointment).toMatchObject({ app_date: dhakaDay(0), app_time: '17:00', can_complete: true });
    const done = await send('PUT', doctor.token, url);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().appointment).toMatchObject({ status: 'Completed', can_complete: false });
    const [after] = await db.select().from(referralEarnings).where(eq(referralEarnings.bookingId, booking.id));
    expect(after.status).toBe('Ready');
    expect(await completedEvents(booking.id)).toBe(1);
  });

  it("an India doctor's appointment counts its day in India time", async () => {
    const doctor = await createTestDoctor(db, { countryId: 2 });
    const patient = await createTestUser(db);
    const kolkataToday = wallClock(new Date(), 'Asia/Kolkata').date;
    const tomorrow = await appointment(doctor.doctorId, patient.id, addDays(kolkataToday, 1), '10:00', 'Asia/Kolkata');
    const today = await appointment(doctor.doctorId, patient.id, kolkataToday, '10:15', 'Asia/Kolkata');
    const complete = (id: number) =>
      send('PUT', doctor.token, `/api/doctor/appointment/appointment/${id}/make-completed`);
    expect((await complete(tomorrow.id)).json().message).toBe(
      `This booking can be marked completed from ${english(addDays(kolkataToday, 1))}.`,
    );
    expect((await complete(today.id)).statusCode).toBe(200);
  });

  it('the day has begun by the zone of the booking: late evening UTC is already the next day in Dhaka, not yet in India', async () => {
    const doctor = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const dhaka = await appointment(doctor.doctorId, patient.id, '2026-12-03', '17:00');
    const india = await appointment(doctor.doctorId, patient.id, '2026-12-03', '10:00', 'Asia/Kolkata');
    // 18:15 UTC on 2 December: 00:15 on the 3rd in Dhaka, 23:45 on the 2nd in Kolkata.
    const lateEvening = new Date('2026-12-02T18:15:00Z');
    const begun = async (id: number, at: Date) =>
      (
        await db
          .select({ ok: dayHasBegunAt(sql`${at.toISOString()}::timestamptz`) })
          .from(bookings)
          .where(eq(bookings.id, id))
      )[0].ok;
    expect(await begun(dhaka.id, lateEvening)).toBe(true);
    expect(await begun(india.id, lateEvening)).toBe(false);
    expect(await begun(india.id, new Date('2026-12-02T18:30:00Z'))).toBe(true);
    expect(await begun(dhaka.id, new Date('2026-12-02T17:59:00Z'))).toBe(false);
    // The lists' flag says the same on this process's clock.
    expect(canComplete(dhaka, lateEvening)).toBe(true);
    expect(canComplete(india, lateEvening)).toBe(false);
    expect(canComplete(dhaka, new Date('2026-12-02T17:59:00Z'))).toBe(false);
    expect(canComplete({ ...dhaka, status: 'Pending' }, lateEvening)).toBe(false);
  });

  it('audio and video consultations have no day (made for now): Ready ones complete at once', async () => {
    const doctor = await createTestDoctor(db, { videoService: true });
    const patient = await createTestUser(db);
    const audio = await insertConsultation(db, doctor.doctorId, patient.id, { kind: 'audio' });
    const video = await insertConsultation(db, doctor.doctorId, patient.id, { kind: 'video' });
    expect(
      (await list<{ can_complete: boolean }>(doctor.token, '/api/doctor/appointment/audio-consultancy'))[0],
    ).toMatchObject({ can_complete: true });
    for (const [segment, id] of [
      ['audio-consultancy', audio.id],
      ['video-consultancy', video.id],
    ] as const) {
      const done = await send('PUT', doctor.token, `/api/doctor/appointment/${segment}/${id}/make-completed`);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().appointment).toMatchObject({ status: 'Completed', can_complete: false });
    }
  });

  it("nurse: a one-call visit keeps the patient's date; refused before it, completed on it", async () => {
    const nurse = await createTestNurse(db);
    const patient = await createTestUser(db);
    const { dhakaSub } = await places(db);
    const png = await picture('png');
    const day = dhakaDay(3);
    const booked = await app.inject({
      method: 'POST',
      url: CARE_BOOKING_API.bookNurse(nurse.providerId),
      ...multipart(
        {
          country_id: 1,
          district_id: 13,
          sub_district_id: dhakaSub,
          location: 'House 12, Road 5, Mirpur 10',
          phone_no: '01711000111',
          purpose: 'Dressing of a wound',
          nurse_service: 'one_call',
          app_date: day,
        },
        [{ field: 'nid_passport_bs', data: png }],
        bearer(patient.token),
      ),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const { booking_id: id, need_payment_id } = booked.json<{ booking_id: number; need_payment_id: string }>();
    expect(await bookingRow(db, id)).toMatchObject({ slot: null, slotDay: day });
    await payOnSandbox(app, need_payment_id);
    const row = (
      await list<{ id: number; app_date: string; can_complete: boolean }>(
        nurse.token,
        CARE_BOOKING_API.nurseAppointments,
      )
    ).find((r) => r.id === id);
    expect(row).toMatchObject({ app_date: day, can_complete: false });

    const early = await send('PUT', nurse.token, CARE_BOOKING_API.nurseComplete(id));
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(`This booking can be marked completed from ${english(day)}.`);
    expect(await bookingRow(db, id)).toMatchObject({ status: 'Ready', completedAt: null });
    expect(await completedEvents(id)).toBe(0);

    await moveBookingToToday(db, id);
    const done = await send('PUT', nurse.token, CARE_BOOKING_API.nurseComplete(id));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().appointment).toMatchObject({ status: 'Completed', app_date: dhakaDay(0), can_complete: false });
  });

  it('ambulance: booked for now, completed at once; a dated one would be refused with no charge owed', async () => {
    const owner = await createTestAmbulance(db);
    const patient = await createTestUser(db);
    const book = async () => {
      const res = await app.inject({
        method: 'POST',
        url: CARE_BOOKING_API.bookAmbulance(owner.providerId),
        headers: bearer(patient.token),
        payload: { start_location: 'Mirpur 10, Dhaka', end_location: 'Dhaka Medical College Hospital' },
      });
      return res.json<{ booking_id: number }>().booking_id;
    };
    const now = await book();
    expect(
      (await list<{ id: number; can_complete: boolean }>(owner.token, CARE_BOOKING_API.ambulanceBookings))[0],
    ).toMatchObject({ id: now, can_complete: true });
    const done = await send('POST', owner.token, CARE_BOOKING_API.ambulanceComplete(now));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().booking).toMatchObject({ status: 'Completed', can_complete: false });

    // The kernel's rule holds for any kind with a day: nothing is charged before it.
    const dated = await book();
    await db
      .update(bookings)
      .set({ slotDay: dhakaDay(2) })
      .where(eq(bookings.id, dated));
    const charges = async () =>
      (
        await db
          .select({ n: count() })
          .from(paymentsTables.payments)
          .where(
            and(eq(paymentsTables.payments.subjectId, dated), eq(paymentsTables.payments.purpose, 'provider_charge')),
          )
      )[0].n;
    const refused = await send('POST', owner.token, CARE_BOOKING_API.ambulanceComplete(dated));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`This booking can be marked completed from ${english(dhakaDay(2))}.`);
    expect(await bookingRow(db, dated)).toMatchObject({ status: 'Ready', totalPoisha: 0, paymentPublicId: null });
    expect(await charges()).toBe(0);
    expect(await completedEvents(dated)).toBe(0);
    await moveBookingToToday(db, dated);
    expect((await send('POST', owner.token, CARE_BOOKING_API.ambulanceComplete(dated))).statusCode).toBe(200);
    expect(await charges()).toBe(1);
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/helpers';
import {
  bookingRow,
  createTestDoctor,
  dayWith,
  dhakaDay,
  moveBookingToToday,
  openSandbox,
  patientFields,
  payOnSandbox,
  setSetting,
} from '../../../test/bookings';
import { jobsOf, makeJobsDue } from '../../../test/jobs';
import { createTestUser } from '../../../test/users';
import { authTables } from '../auth';
import { bookingHoldExpiry, bookingReminder, bookingsTables } from '../bookings';
import { mailTables } from '../mail';
import { paymentsTables } from '../payments';
import { feeOf } from './doctors.booking.service';

describe('doctor bookings: appointments and consultations', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const post = (token: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
  const put = (token: string, url: string, payload: object = {}) =>
    app.inject({ method: 'PUT', url, headers: bearer(token), payload });
  const bd = (doctorId: number) => `/api/auth/doctor-appointment/bd-doctor/${doctorId}/appointment`;
  const inUrl = (doctorId: number) => `/api/auth/doctor-appointment/in-doctor/${doctorId}/appointment`;
  const tomorrow = dhakaDay(1);

  it('computes the fee after the discount plus VAT on the discounted fee', () => {
    expect(feeOf(100_000, 10, 0)).toEqual({
      feePoisha: 100_000,
      discountPoisha: 10_000,
      vatPoisha: 0,
      totalPoisha: 90_000,
    });
    expect(feeOf(100_000, 10, 15)).toEqual({
      feePoisha: 100_000,
      discountPoisha: 10_000,
      vatPoisha: 13_500,
      totalPoisha: 103_500,
    });
    expect(feeOf(33_333, null, 7.5).totalPoisha).toBe(33_333 + 2_500);
  });

  it('asks for a token on every patient and doctor call', async () => {
    const doctor = await createTestDoctor(db);
    for (const [method, url] of [
      ['POST', bd(doctor.doctorId)],
      ['POST', inUrl(doctor.doctorId)],
      ['POST', `/api/auth/doctor-consultancy/video/${doctor.doctorId}/appointment`],
      ['POST', `/api/auth/doctor-consultancy/audio/${doctor.doctorId}/appointment`],
      ['POST', '/api/auth/doctor-appointment/apply-referral-code'],
      ['GET', '/api/auth/doctor-appointment/my-appointment'],
      ['GET', '/api/auth/doctor-consultancy/my-audio-consultancy'],
      ['GET', '/api/auth/doctor-consultancy/my-video-consultancy'],
      ['GET', '/api/auth/get-my-benefit-list'],
      ['POST', '/api/auth/bookings/1/cancel'],
      ['GET', '/api/doctor/appointment/appointments'],
      ['GET', '/api/doctor/appointment/1/show'],
      ['PUT', '/api/doctor/appointment/appointment/1/make-completed'],
      ['PUT', '/api/doctor/appointment/appointment/update/1/serial-no'],
      ['PUT', '/api/doctor/appointment/appointment/update/1/schedule'],
    ] as const) {
      expect((await app.inject({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode, url).toBe(401);
    }
  });

  it('lists the free slots of a day in visit-length steps and marks the taken ones', async () => {
    const doctor = await createTestDoctor(db, { visitMinutes: 20 });
    const res = await app.inject({
      method: 'GET',
      url: `/api/doctor-appointment/${doctor.doctorId}/free-slots?date=${tomorrow}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ date: tomorrow, time_zone: 'Asia/Dhaka', visit_minutes: 20, bookable_day: true });
    expect(body.slots.map((s: { app_time: string }) => s.app_time)).toEqual([
      '17:00',
      '17:20',
      '17:40',
      '18:00',
      '18:20',
      '18:40',
    ]);
    const patient = await createTestUser(db);
    expect(
      (await post(patient.token, bd(doctor.doctorId), { ...patientFields(), app_date: tomorrow, app_time: '17:20' }))
        .statusCode,
    ).toBe(200);
    const after = (
      await app.inject({ method: 'GET', url: `/api/doctor-appointment/${doctor.doctorId}/free-slots?date=${tomorrow}` })
    ).json();
    expect(
      after.slots.filter((s: { available: boolean }) => !s.available).map((s: { app_time: string }) => s.app_time),
    ).toEqual(['17:20']);
    // A day off, a day beyond the window, an unknown doctor, a bad date.
    const off = await createTestDoctor(db, { weekdays: [1] });
    const notSunday = dayWith(1, (w) => w !== 1);
    expect(
      (
        await app.inject({ method: 'GET', url: `/api/doctor-appointment/${off.doctorId}/free-slots?date=${notSunday}` })
      ).json(),
    ).toMatchObject({ bookable_day: false, slots: [] });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/doctor-appointment/${doctor.doctorId}/free-slots?date=${dhakaDay(61)}`,
        })
      ).json().bookable_day,
    ).toBe(false);
    expect(
      (await app.inject({ method: 'GET', url: `/api/doctor-appointment/999999/free-slots?date=${tomorrow}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/doctor-appointment/${doctor.doctorId}/free-slots?date=2026-02-30`,
        })
      ).statusCode,
    ).toBe(422);
  });

  it('books a Bangladeshi doctor: Pending with a payment, a hold job, a serial, mails to both', async () => {
    const doctor = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const res = await post(patient.token, bd(doctor.doctorId), {
      ...patientFields(),
      app_date: tomorrow,
      app_time: '17:30',
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ status: 'success', need_payment: true, need_payment_id: expect.any(String) });
    const row = await bookingRow(db, answer.booking_id);
    expect(row).toMatchObject({
      status: 'Pending',
      paymentStatus: 'Pending',
      totalPoisha: 90_000,
      serialNo: 1,
      slotDay: tomorrow,
    });
    const [payment] = await db
      .select()
      .from(paymentsTables.payments)
      .where(eq(paymentsTables.payments.publicId, answer.need_payment_id));
    expect(payment).toMatchObject({
      purpose: 'booking',
      subjectId: row.id,
      amountPoisha: 90_000,
      returnPath: '/profile/my-doctor-appointment',
    });
    const holds = (await jobsOf(db, bookingHoldExpiry as never)).filter((j) => j.data.bookingId === row.id);
    expect(holds).toHaveLength(1);
    const mails = await db
      .select()
      .from(mailTables.mailOutbox)
      .where(sql`${mailTables.mailOutbox.subject} LIKE ${`%#${row.id}%`}`);
    expect(mails.map((m) => m.to).sort()).toEqual([doctor.email, patient.email].sort());
  });

  it('refuses a day off, a date outside the window, a time outside the range and the spec errors of the payload', async () => {
    const doctor = await createTestDoctor(db, { weekdays: [2] });
    const patient = await createTestUser(db);
    const monday = dayWith(1, (w) => w === 2);
    const notMonday = dayWith(1, (w) => w !== 2);
    const errorsOf = async (payload: object) => {
      const res = await post(patient.token, bd(doctor.doctorId), payload);
      expect(res.statusCode).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect(Object.keys(await errorsOf({ ...patientFields(), app_date: notMonday, app_time: '17:00' }))).toEqual([
      'app_date',
    ]);
    expect(Object.keys(await errorsOf({ ...patientFields(), app_date: dhakaDay(-1), app_time: '17:00' }))).toEqual([
      'app_date',
    ]);
    expect((await errorsOf({ ...patientFields(), app_date: dhakaDay(-1), app_time: '17:00' })).app_date[0]).toBe(
      'Invalid appointment date',
    );
    expect(
      Object.keys(await errorsOf({ ...patientFields(), app_date: dayWith(61, (w) => w === 2), app_time: '17:00' })),
    ).toEqual(['app_date']);
    expect(Object.keys(await errorsOf({ ...patientFields(), app_date: monday, app_time: '19:00' }))).toEqual([
      'app_time',
    ]);
    expect(Object.keys(await errorsOf({ ...patientFields(), app_date: monday, app_time: '17:07' }))).toEqual([
      'app_time',
    ]);
    expect(Object.keys(await errorsOf({ ...patientFields(), app_date: monday, app_time: '16:45' }))).toEqual([
      'app_time',
    ]);
    const all = await errorsOf({});
    expect(Object.keys(all).sort()).toEqual(
      ['app_date', 'app_time', 'city', 'country_id', 'disease_about', 'dob', 'gender', 'name', 'occupation'].sort(),
    );
    const wrong = await errorsOf({
      ...patientFields({ country_id: 2, gender: 'x', patient_type: 'Older' }),
      app_date: monday,
      app_time: '17:00',
    });
    expect(Object.keys(wrong).sort()).toEqual(['country_id', 'gender', 'patient_type']);
    expect(
      Object.keys(await errorsOf({ ...patientFields({ dob: dhakaDay(3) }), app_date: monday, app_time: '17:00' })),
    ).toEqual(['dob']);
  });

  it('offers each service only when the doctor does, and only approved doctors', async () => {
    const patient = await createTestUser(db);
    const noChamber = await createTestDoctor(db, { appointmentService: false });
    expect(
      (await post(patient.token, bd(noChamber.doctorId), { ...patientFields(), app_date: tomorrow, app_time: '17:00' }))
        .statusCode,
    ).toBe(404);
    const doctor = await createTestDoctor(db);
    const video = await post(
      patient.token,
      `/api/auth/doctor-consultancy/video/${doctor.doctorId}/appointment`,
      patientFields(),
    );
    expect(video.statusCode).toBe(404);
    expect(video.json().message).toBe('Doctor not found');
    const pending = await createTestDoctor(db, {}, 'pending');
    expect(
      (await post(patient.token, bd(pending.doctorId), { ...patientFields(), app_date: tomorrow, app_time: '17:00' }))
        .statusCode,
    ).toBe(404);
    // A Bangladeshi doctor is not booked through the India form, nor the other way round.
    expect(
      (
        await post(patient.token, inUrl(doctor.doctorId), {
          ...patientFields(),
          app_date: dhakaDay(8),
          app_time: '10:00',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('books an audio consultation without a slot; a free one is Ready at once', async () => {
    const doctor = await createTestDoctor(db, { videoService: true, videoFee: 0 });
    const patient = await createTestUser(db);
    const audio = await post(
      patient.token,
      `/api/auth/doctor-consultancy/audio/${doctor.doctorId}/appointment`,
      patientFields(),
    );
    expect(audio.json()).toMatchObject({ status: 'success', need_payment: true });
    expect(await bookingRow(db, audio.json().booking_id)).toMatchObject({
      kind: 'audio',
      slot: null,
      totalPoisha: 50_000,
    });
    const video = await post(
      patient.token,
      `/api/auth/doctor-consultancy/video/${doctor.doctorId}/appointment`,
      patientFields(),
    );
    expect(video.json()).toMatchObject({ need_payment: false, need_payment_id: null });
    expect(await bookingRow(db, video.json().booking_id)).toMatchObject({
      kind: 'video',
      status: 'Ready',
      paymentStatus: 'Paid',
    });
    const list = (await get(patient.token, '/api/auth/doctor-consultancy/my-audio-consultancy')).json();
    expect(list.data[0]).toMatchObject({
      id: audio.json().booking_id,
      total_amount: 500,
      payment_status: 'Pending',
      payment_status_style: 'warning',
      need_payment_crypt_id: audio.json().need_payment_id,
      status: 'Pending',
      doctor_id: doctor.doctorId,
      doctor: { id: doctor.doctorId, name: doctor.name },
      reviewed: false,
      prescription_is_ready: false,
    });
    expect(
      (await get(patient.token, '/api/auth/doctor-consultancy/my-video-consultancy')).json().data[0],
    ).toMatchObject({
      status: 'Ready',
      need_payment_crypt_id: null,
    });
  });

  it('pays on the sandbox: the booking becomes Ready, the hold is dropped and the patient returns to the list', async () => {
    const doctor = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const answer = (
      await post(patient.token, bd(doctor.doctorId), { ...patientFields(), app_date: dhakaDay(3), app_time: '18:00' })
    ).json();
    const back = await payOnSandbox(app, answer.need_payment_id);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain('/profile/my-doctor-appointment?trn_status=success');
    const row = await bookingRow(db, answer.booking_id);
    expect(row).toMatchObject({ status: 'Ready', paymentStatus: 'Paid', holdExpiresAt: null });
    const holds = (await jobsOf(db, bookingHoldExpiry as never)).filter((j) => j.data.bookingId === row.id);
    expect(holds.map((j) => j.state)).toEqual(['cancelled']);
    const reminders = (await jobsOf(db, bookingReminder as never)).filter((j) => j.data.bookingId === row.id);
    expect(reminders.map((j) => j.data.which).sort()).toEqual(['day', 'hours']);
    const mine = (await get(patient.token, '/api/auth/doctor-appointment/my-appointment')).json();
    expect(mine.data.find((b: { id: number }) => b.id === row.id)).toMatchObject({
      status: 'Ready',
      payment_status: 'Paid',
      payment_status_style: 'success',
      need_payment_crypt_id: null,
      app_date: dhakaDay(3),
      app_time: '18:00',
      bd_time: '18:00',
      serial_no: 1,
      can_cancel: true,
    });
  });

  it('a failed payment keeps Pay now; the hold then expires, frees the slot, and a late payment is flagged for refund', async () => {
    const doctor = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const payload = { ...patientFields(), app_date: tomorrow, app_time: '18:30' };
    const answer = (await post(patient.token, bd(doctor.doctorId), payload)).json();
    const failed = await payOnSandbox(app, answer.need_payment_id, 'fail');
    expect(failed.headers.location).toContain('trn_status=failed');
    expect(await bookingRow(db, answer.booking_id)).toMatchObject({ status: 'Pending', paymentStatus: 'Failed' });
    // The slot is held: another patient cannot take it.
    const other = await createTestUser(db);
    const taken = await post(other.token, bd(doctor.doctorId), payload);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.app_time[0]).toBe('This time has just been booked. Please choose another time.');
    // The patient opens the payment page again, and the hold passes while it is open.
    const { press } = await openSandbox(app, answer.need_payment_id);
    await db
      .update(bookingsTables.bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingsTables.bookings.id, answer.booking_id));
    await makeJobsDue(db, bookingHoldExpiry as never);
    await app.jobs.drain();
    expect(await bookingRow(db, answer.booking_id)).toMatchObject({ status: 'Cancelled', refundDue: false });
    // Both are told: the patient that the booking is gone, the doctor that the time is free again.
    const cancelMails = await db
      .select()
      .from(mailTables.mailOutbox)
      .where(eq(mailTables.mailOutbox.subject, `Booking #${answer.booking_id} was cancelled`));
    expect(cancelMails.map((m) => m.to).sort()).toEqual([doctor.email, patient.email].sort());
    expect((await post(other.token, bd(doctor.doctorId), payload)).statusCode).toBe(200);
    // The money arrives anyway: recorded, the booking stays Cancelled, and it is on the refund list.
    const late = await press!('pay');
    expect(late.headers.location).toContain('trn_status=failed');
    const [payment] = await db
      .select()
      .from(paymentsTables.payments)
      .where(eq(paymentsTables.payments.publicId, answer.need_payment_id));
    expect(payment.status).toBe('Paid');
    expect(payment.refundDueAt).not.toBeNull();
    expect((await bookingRow(db, answer.booking_id)).status).toBe('Cancelled');
    const staff = await createTestUser(db, [1]);
    const refunds = (await get(staff.token, '/api/admin/bookings?refund_due=1')).json();
    expect(refunds.data.map((b: { id: number }) => b.id)).toContain(answer.booking_id);
    // Pay now on a cancelled booking takes no money.
    const again = await app.inject({ method: 'GET', url: `/payment/payment-submit/${answer.need_payment_id}` });
    expect(again.headers.location).not.toContain('/payment/sandbox/');
  });

  it('numbers the day in time order: earlier slots booked later take the earlier serials', async () => {
    const doctor = await createTestDoctor(db);
    const day = dhakaDay(5);
    const patient = await createTestUser(db);
    for (const time of ['17:45', '17:00', '18:45']) {
      await post(patient.token, bd(doctor.doctorId), { ...patientFields(), app_date: day, app_time: time });
    }
    const rows = await db
      .select({
        time: sql<string>`to_char(lower(slot) AT TIME ZONE 'Asia/Dhaka', 'HH24:MI')`,
        serial: bookingsTables.bookings.serialNo,
      })
      .from(bookingsTables.bookings)
      .where(sql`${bookingsTables.bookings.providerId} = ${doctor.doctorId} AND status <> 'Cancelled'`)
      .orderBy(sql`lower(slot)`);
    expect(rows).toEqual([
      { time: '17:00', serial: 1 },
      { time: '17:45', serial: 2 },
      { time: '18:45', serial: 3 },
    ]);
  });

  it('books an India doctor from 7 days ahead, 10:00-17:00 India time, with the tourism flags and a referral code', async () => {
    const doctor = await createTestDoctor(db, { countryId: 2, appointmentFee: 200_000, appointmentDiscount: 0 });
    const patient = await createTestUser(db);
    const referrer = await createTestUser(db);
    const [{ code }] = await db
      .select({ code: authTables.users.referralCode })
      .from(authTables.users)
      .where(eq(authTables.users.id, referrer.id));
    const [{ own }] = await db
      .select({ own: authTables.users.referralCode })
      .from(authTables.users)
      .where(eq(authTables.users.id, patient.id));
    const apply = (c: string) =>
      post(patient.token, '/api/auth/doctor-appointment/apply-referral-code', { referral_code: c });
    expect((await apply(code.toLowerCase())).json()).toEqual({
      status: 'success',
      message: 'Referral code applied.',
      referral_code: code,
    });
    expect((await apply(own)).json()).toEqual({
      status: 'warning',
      message: 'Invalid referral code',
      referral_code: null,
    });
    expect((await apply('NOPE0000')).json().status).toBe('warning');

    const base = { ...patientFields(), app_date: dhakaDay(8), app_time: '10:00' };
    const refuse = async (payload: object, field: string) => {
      const res = await post(patient.token, inUrl(doctor.doctorId), payload);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    };
    await refuse({ ...base, app_date: dhakaDay(6) }, 'app_date');
    await refuse({ ...base, app_time: '09:45' }, 'app_time');
    await refuse({ ...base, app_time: '17:00' }, 'app_time');
    await refuse({ ...base, hotel: true }, 'hotel');
    await refuse({ ...base, sergery: 1 }, 'sergery');
    await refuse({ ...base, referral_code: own }, 'referral_code');

    const res = await post(patient.token, inUrl(doctor.doctorId), {
      ...base,
      app_time: '16:45',
      medical_visa: true,
      guide: 1,
      transport: false,
      referral_code: code,
    });
    expect(res.statusCode).toBe(200);
    const row = await bookingRow(db, res.json().booking_id);
    expect(row).toMatchObject({ timeZone: 'Asia/Kolkata', totalPoisha: 200_000 });
    const mine = (await get(patient.token, '/api/auth/doctor-appointment/my-appointment')).json().data[0];
    expect(mine).toMatchObject({ app_time: '16:45', time_zone: 'Asia/Kolkata', bd_time: '17:15' });
    const shown = (await get(doctor.token, `/api/doctor/appointment/${row.id}/show`)).json().appointment;
    expect(shown.india).toEqual({
      medical_visa: true,
      guide: true,
      transport: false,
      hotel: false,
      diagnostic: false,
      sergery: false,
      referral_code: code,
    });
    // The earning: cost in BDT and INR at the exchange rate (1.45), 5 % benefit; Ready once Completed.
    const earnings = (await get(referrer.token, '/api/auth/get-my-benefit-list')).json();
    expect(earnings.data[0]).toMatchObject({
      booking_id: row.id,
      total_cost_in_bdt: 2000,
      total_cost_in_inr: 1379.31,
      exchange_rate: 1.45,
      benefit_percentage: 5,
      total_benefit_in_bdt: 100,
      total_benefit_in_inr: 68.97,
      status: 'Pending',
    });
    await payOnSandbox(app, res.json().need_payment_id);
    // Completed from its day on (bookings.completion.test.ts): before it, the earning stays Pending.
    expect((await put(doctor.token, `/api/doctor/appointment/appointment/${row.id}/make-completed`)).statusCode).toBe(
      422,
    );
    expect((await get(referrer.token, '/api/auth/get-my-benefit-list')).json().data[0].status).toBe('Pending');
    await moveBookingToToday(db, row.id);
    expect((await put(doctor.token, `/api/doctor/appointment/appointment/${row.id}/make-completed`)).statusCode).toBe(
      200,
    );
    expect((await get(referrer.token, '/api/auth/get-my-benefit-list')).json().data[0].status).toBe('Ready');
    const staff = await createTestUser(db, [1]);
    const earning = (await get(staff.token, '/api/admin/referral-earnings?status=Ready'))
      .json()
      .data.find((e: { booking_id: number }) => e.booking_id === row.id);
    expect((await post(staff.token, `/api/admin/referral-earnings/${earning.id}/paid`, {})).statusCode).toBe(200);
    expect((await get(referrer.token, '/api/auth/get-my-benefit-list')).json().data[0].status).toBe('Completed');
    expect((await post(staff.token, `/api/admin/referral-earnings/${earning.id}/paid`, {})).statusCode).toBe(422);
  });

  it("the doctor's side: lists, show, completed only from Ready, serial and schedule edits; another doctor's id is 404", async () => {
    const doctor = await createTestDoctor(db);
    const other = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const day = dhakaDay(2);
    const book = async (time: string) =>
      (await post(patient.token, bd(doctor.doctorId), { ...patientFields(), app_date: day, app_time: time })).json();
    const a = await book('17:15');
    const b = await book('17:00');
    await payOnSandbox(app, a.need_payment_id);
    const today = (await get(doctor.token, `/api/doctor/appointment/appointments?date=${day}`)).json();
    expect(today.data.map((x: { id: number; serial_no: number }) => [x.id, x.serial_no])).toEqual([
      [b.booking_id, 1],
      [a.booking_id, 2],
    ]);
    expect(today.data[1]).toMatchObject({
      status: 'Ready',
      appointment_status_style: 'info',
      user: { id: patient.id, email: patient.email },
      name: 'Rahima Khatun',
      gender: 'female',
      country: 'Bangladesh',
      city: 'Dhaka',
      occupation: 'Teacher',
      patient_type: 'New',
      disease_about: 'Fever and cough for three days',
      app_date: day,
      app_time: '17:15',
      prescription: null,
    });
    expect(today.data[1].patient_age).toBeGreaterThanOrEqual(35);
    // Another doctor sees none of it.
    expect((await get(other.token, `/api/doctor/appointment/${a.booking_id}/show`)).statusCode).toBe(404);
    expect(
      (await put(other.token, `/api/doctor/appointment/appointment/${a.booking_id}/make-completed`)).statusCode,
    ).toBe(404);
    expect(
      (await put(other.token, `/api/doctor/appointment/appointment/update/${a.booking_id}/serial-no`, { serial_no: 9 }))
        .statusCode,
    ).toBe(404);
    expect((await get(other.token, '/api/doctor/appointment/appointments')).json().total).toBe(0);
    // A patient (no doctor role) is refused the doctor's calls.
    expect((await get(patient.token, '/api/doctor/appointment/appointments')).statusCode).toBe(403);
    // The appointment is not an audio consultation.
    expect((await get(doctor.token, `/api/doctor/appointment/audio-consultancy/${a.booking_id}/show`)).statusCode).toBe(
      404,
    );

    // Serial: a taken number is a 422; a free one is kept and the others numbered around it.
    const serial = (id: number, n: number) =>
      put(doctor.token, `/api/doctor/appointment/appointment/update/${id}/serial-no`, { serial_no: n });
    const takenSerial = await serial(a.booking_id, 1);
    expect(takenSerial.statusCode).toBe(422);
    expect(Object.keys(takenSerial.json().errors)).toEqual(['serial_no']);
    const set = await serial(a.booking_id, 5);
    expect(set.json()).toMatchObject({
      status: 'success',
      message: 'Serial no successfully updated.',
      appointment: { serial_no: 5 },
    });

    // Schedule: a free slot on the doctor's day; a taken one, a time off the grid and a day off are 422s; the patient is mailed.
    const schedule = (id: number, body: object) =>
      put(doctor.token, `/api/doctor/appointment/appointment/update/${id}/schedule`, body);
    expect((await schedule(a.booking_id, { app_date: day, app_time: '17:00' })).statusCode).toBe(422);
    expect((await schedule(a.booking_id, { app_date: day, app_time: '17:05' })).statusCode).toBe(422);
    expect((await schedule(a.booking_id, { app_date: dhakaDay(-1), app_time: '17:30' })).statusCode).toBe(422);
    const moved = await schedule(a.booking_id, { app_date: dhakaDay(4), app_time: '18:15' });
    expect(moved.json()).toMatchObject({
      message: 'Schedule successfully updated.',
      appointment: { app_date: dhakaDay(4), app_time: '18:15', serial_no: 1 },
    });
    const mails = await db.select().from(mailTables.mailOutbox).where(eq(mailTables.mailOutbox.to, patient.email));
    expect(mails.some((m) => m.subject === `New time for booking #${a.booking_id}`)).toBe(true);
    // The old day renumbers: b keeps 1.
    expect((await bookingRow(db, b.booking_id)).serialNo).toBe(1);

    // Completed only from Ready, and from its day on.
    expect(
      (await put(doctor.token, `/api/doctor/appointment/appointment/${a.booking_id}/make-completed`)).statusCode,
    ).toBe(422);
    await moveBookingToToday(db, a.booking_id);
    const pendingDone = await put(doctor.token, `/api/doctor/appointment/appointment/${b.booking_id}/make-completed`);
    expect(pendingDone.statusCode).toBe(422);
    const done = await put(doctor.token, `/api/doctor/appointment/appointment/${a.booking_id}/make-completed`);
    expect(done.json()).toMatchObject({ status: 'success', appointment: { id: a.booking_id, status: 'Completed' } });
    expect(
      (await put(doctor.token, `/api/doctor/appointment/appointment/${a.booking_id}/make-completed`)).statusCode,
    ).toBe(422);
  });

  it('the doctor completes audio and video consultations from their own lists', async () => {
    const doctor = await createTestDoctor(db, { videoService: true, videoFee: 0, audioFee: 0 });
    const patient = await createTestUser(db);
    const audio = (
      await post(patient.token, `/api/auth/doctor-consultancy/audio/${doctor.doctorId}/appointment`, patientFields())
    ).json();
    const video = (
      await post(patient.token, `/api/auth/doctor-consultancy/video/${doctor.doctorId}/appointment`, patientFields())
    ).json();
    expect(
      (await get(doctor.token, '/api/doctor/appointment/audio-consultancy'))
        .json()
        .data.map((x: { id: number }) => x.id),
    ).toEqual([audio.booking_id]);
    expect(
      (await get(doctor.token, `/api/doctor/appointment/video-consultancy/${video.booking_id}/show`)).json().appointment
        .kind,
    ).toBe('video');
    expect(
      (await put(doctor.token, `/api/doctor/appointment/audio-consultancy/${video.booking_id}/make-completed`))
        .statusCode,
    ).toBe(404);
    expect(
      (await put(doctor.token, `/api/doctor/appointment/video-consultancy/${video.booking_id}/make-completed`)).json()
        .appointment.status,
    ).toBe('Completed');
  });

  it('the patient cancels up to the settings hours before; a paid booking is flagged for refund; staff see the history', async () => {
    const doctor = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const far = (
      await post(patient.token, bd(doctor.doctorId), { ...patientFields(), app_date: dhakaDay(6), app_time: '17:00' })
    ).json();
    await payOnSandbox(app, far.need_payment_id);
    // Someone else's booking is a 404.
    const stranger = await createTestUser(db);
    expect((await post(stranger.token, `/api/auth/bookings/${far.booking_id}/cancel`, {})).statusCode).toBe(404);
    const cancel = await post(patient.token, `/api/auth/bookings/${far.booking_id}/cancel`, {});
    expect(cancel.json()).toEqual({ status: 'success', message: 'The booking was cancelled.' });
    expect(await bookingRow(db, far.booking_id)).toMatchObject({ status: 'Cancelled', refundDue: true });
    expect((await post(patient.token, `/api/auth/bookings/${far.booking_id}/cancel`, {})).statusCode).toBe(422);
    // Too close to its time.
    await setSetting(db, 'booking_cancel_hours', 200);
    const near = (
      await post(patient.token, bd(doctor.doctorId), { ...patientFields(), app_date: dhakaDay(2), app_time: '17:00' })
    ).json();
    const late = await post(patient.token, `/api/auth/bookings/${near.booking_id}/cancel`, {});
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('A booking can be cancelled up to 200 hours before its time.');
    await setSetting(db, 'booking_cancel_hours', 6);

    const staff = await createTestUser(db, [1]);
    expect((await get(patient.token, '/api/admin/bookings')).statusCode).toBe(403);
    const refunds = (await get(staff.token, '/api/admin/bookings?refund_due=1&kind=appointment')).json();
    expect(refunds.data.map((b: { id: number }) => b.id)).toContain(far.booking_id);
    const detail = (await get(staff.token, `/api/admin/bookings/${far.booking_id}`)).json();
    expect(detail.history.map((h: { kind: string }) => h.kind)).toEqual(['created', 'paid', 'cancelled']);
    expect((await post(staff.token, `/api/admin/bookings/${far.booking_id}/refunded`, {})).json().data).toMatchObject({
      payment_status: 'Refunded',
      refund_due: false,
    });
    // Staff cancel with a reason.
    const staffCancel = await post(staff.token, `/api/admin/bookings/${near.booking_id}/cancel`, {
      reason: 'Doctor is on leave',
    });
    expect(staffCancel.json().data).toMatchObject({ status: 'Cancelled', cancel_reason: 'Doctor is on leave' });
    const filtered = (
      await get(staff.token, `/api/admin/bookings?status=Cancelled&provider_id=${doctor.doctorId}&date=${dhakaDay(2)}`)
    ).json();
    expect(filtered.data.map((b: { id: number }) => b.id)).toEqual([near.booking_id]);
    const byPatient = (
      await get(staff.token, `/api/admin/bookings?patient=${encodeURIComponent(patient.email)}`)
    ).json();
    expect(byPatient.total).toBe(2);
  });

  it("the doctor's VAT is added after the discount, as the profile's totals tell the booking form", async () => {
    const doctor = await createTestDoctor(db, { vat: 15, videoService: true, videoFee: 80_000, videoDiscount: null });
    const patient = await createTestUser(db);
    const profile = (await app.inject({ method: 'GET', url: `/api/doctor-view/${doctor.doctorId}` })).json();
    expect(profile.doctor).toMatchObject({
      final_appointment_fee: 900,
      vat: 15,
      appointment_total: 1035,
      audio_total: 575,
      video_total: 920,
    });
    const res = await post(patient.token, bd(doctor.doctorId), {
      ...patientFields(),
      app_date: tomorrow,
      app_time: '17:00',
    });
    expect(await bookingRow(db, res.json().booking_id)).toMatchObject({
      feePoisha: 100_000,
      discountPoisha: 10_000,
      vatPoisha: 13_500,
      totalPoisha: 103_500,
    });
    const [row] = (await get(patient.token, '/api/auth/doctor-appointment/my-appointment')).json().data;
    expect(row.total_amount).toBe(profile.doctor.appointment_total);
  });
});

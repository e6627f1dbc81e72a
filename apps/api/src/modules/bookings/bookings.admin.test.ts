import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/helpers';
import { bookingRow, createTestDoctor, dhakaDay, patientFields, payOnSandbox } from '../../../test/bookings';
import { jobsOf, makeJobsDue } from '../../../test/jobs';
import { createTestUser } from '../../../test/users';
import { authTables } from '../auth';
import { mailTables } from '../mail';
import { bookingReminder } from './bookings.jobs';
import { toBengaliDigits } from '../../lib/i18n';

/**
 * Issue 16 item 8: the mails of a booking's life in the patient's language, the queued reminders, the
 * patient's cancel freeing the slot, and the back office's filters, cancel, refunds and payouts.
 */
describe('bookings: mails, reminders, cancel and the back office', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const post = (token: string, url: string, payload: object = {}, lang = 'en') =>
    app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });
  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
  const bd = (doctorId: number) => `/api/auth/doctor-appointment/bd-doctor/${doctorId}/appointment`;
  const mailsTo = (email: string) =>
    db
      .select()
      .from(mailTables.mailOutbox)
      .where(eq(mailTables.mailOutbox.to, email))
      .orderBy(mailTables.mailOutbox.id);
  /** The latest mail to an address; fails the test when there is none. */
  const lastMailTo = async (email: string) => {
    const mails = await mailsTo(email);
    expect(mails.length).toBeGreaterThan(0);
    return mails[mails.length - 1];
  };
  const staff = await createTestUser(db, [1]);

  it('mails a Bengali patient in Bengali on booking, payment and both reminders; the doctor gets the new booking', async () => {
    const doctor = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const answer = (
      await post(
        patient.token,
        bd(doctor.doctorId),
        { ...patientFields(), app_date: dhakaDay(2), app_time: '17:00' },
        'bn',
      )
    ).json();
    await payOnSandbox(app, answer.need_payment_id);
    const id = answer.booking_id;
    const reminders = (await jobsOf(db, bookingReminder as never)).filter((j) => j.data.bookingId === id);
    expect(reminders.map((j) => j.data.which).sort()).toEqual(['day', 'hours']);
    await makeJobsDue(db, bookingReminder as never);
    await app.jobs.drain();
    const subjects = (await mailsTo(patient.email)).map((m) => m.subject);
    const bnId = toBengaliDigits(String(id));
    expect(subjects.slice(0, 2)).toEqual([`আপনার বুকিং #${bnId}`, `বুকিং #${bnId}-এর পেমেন্ট পাওয়া গেছে`]);
    expect(subjects.slice(2).sort()).toEqual(
      [`মনে করিয়ে দিচ্ছি: আপনার বুকিং #${bnId} আগামীকাল`, `মনে করিয়ে দিচ্ছি: আপনার বুকিং #${bnId} দুই ঘণ্টা পরে`].sort(),
    );
    const [toDoctor] = await mailsTo(doctor.email);
    expect(toDoctor.subject).toBe(`New booking #${id}`);
    expect(toDoctor.text).toContain('/sp/doctor/appointment');
  });

  it('mails the doctor in the language they last signed in with', async () => {
    const doctor = await createTestDoctor(db);
    await db.update(authTables.users).set({ lang: 'bn' }).where(eq(authTables.users.id, doctor.id));
    const patient = await createTestUser(db);
    const audio = (
      await post(patient.token, `/api/auth/doctor-consultancy/audio/${doctor.doctorId}/appointment`, patientFields())
    ).json();
    const bnId = toBengaliDigits(String(audio.booking_id));
    const [toDoctor] = await mailsTo(doctor.email);
    expect(toDoctor.subject).toBe(`নতুন বুকিং #${bnId}`);
    expect(toDoctor.text).toContain('/sp/doctor/audio-consultancy');
    // The patient booked in English.
    expect((await mailsTo(patient.email))[0].subject).toBe(`Your booking #${audio.booking_id}`);
  });

  it('mails the doctor in the language they switched the app to while logged in', async () => {
    const doctor = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const audio = `/api/auth/doctor-consultancy/audio/${doctor.doctorId}/appointment`;
    const switched = await post(doctor.token, '/api/auth/update/language', { lang: 'bn' }, 'bn');
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({ message: 'আমরা আপনাকে বাংলায় লিখব।' });
    const first = (await post(patient.token, audio, patientFields())).json();
    const bnId = toBengaliDigits(String(first.booking_id));
    expect((await lastMailTo(doctor.email)).subject).toBe(`নতুন বুকিং #${bnId}`);

    expect((await post(doctor.token, '/api/auth/update/language', { lang: 'en' })).statusCode).toBe(200);
    const second = (await post((await createTestUser(db)).token, audio, patientFields())).json();
    expect((await lastMailTo(doctor.email)).subject).toBe(`New booking #${second.booking_id}`);
  });

  it('refuses a language switch without a session or with an unknown language', async () => {
    const user = await createTestUser(db);
    const guest = await app.inject({ method: 'POST', url: '/api/auth/update/language', payload: { lang: 'bn' } });
    expect(guest.statusCode).toBe(401);
    const unknown = await post(user.token, '/api/auth/update/language', { lang: 'fr' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ lang: ['The selected lang is invalid.'] });
    const missing = await post(user.token, '/api/auth/update/language', {});
    expect(missing.statusCode).toBe(422);
    const [row] = await db.select().from(authTables.users).where(eq(authTables.users.id, user.id));
    expect(row.lang).toBe('en');
  });

  it('a reminder of a cancelled booking is dropped and sends nothing', async () => {
    const doctor = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const answer = (
      await post(patient.token, bd(doctor.doctorId), { ...patientFields(), app_date: dhakaDay(3), app_time: '17:00' })
    ).json();
    await payOnSandbox(app, answer.need_payment_id);
    expect((await post(patient.token, `/api/auth/bookings/${answer.booking_id}/cancel`)).statusCode).toBe(200);
    const reminders = (await jobsOf(db, bookingReminder as never)).filter(
      (j) => j.data.bookingId === answer.booking_id,
    );
    expect(reminders.map((j) => j.state)).toEqual(['cancelled', 'cancelled']);
    await makeJobsDue(db, bookingReminder as never);
    await app.jobs.drain();
    const subjects = (await mailsTo(patient.email)).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Reminder'))).toBe(false);
    expect(subjects).toContain(`Booking #${answer.booking_id} was cancelled`);
    // The doctor is told too: the time is free again.
    const toDoctor = await lastMailTo(doctor.email);
    expect(toDoctor.subject).toBe(`Booking #${answer.booking_id} was cancelled`);
    expect(toDoctor.text).toContain(`The booking ${patient.name} made with you was cancelled.`);
    expect(toDoctor.text).toContain('/sp/doctor/appointment');
  });

  it("the patient's cancel frees the slot for someone else", async () => {
    const doctor = await createTestDoctor(db);
    const first = await createTestUser(db);
    const second = await createTestUser(db);
    const payload = { ...patientFields(), app_date: dhakaDay(4), app_time: '18:00' };
    const booked = (await post(first.token, bd(doctor.doctorId), payload)).json();
    expect((await post(second.token, bd(doctor.doctorId), payload)).statusCode).toBe(422);
    expect((await post(first.token, `/api/auth/bookings/${booked.booking_id}/cancel`)).statusCode).toBe(200);
    // Unpaid: nothing to give back.
    expect(await bookingRow(db, booked.booking_id)).toMatchObject({ status: 'Cancelled', refundDue: false });
    expect((await post(second.token, bd(doctor.doctorId), payload)).statusCode).toBe(200);
  });

  it('filters by kind, status, payment, date, provider (name or code) and patient (name, e-mail or phone)', async () => {
    const doctor = await createTestDoctor(db);
    const other = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const day = dhakaDay(5);
    const paid = (
      await post(patient.token, bd(doctor.doctorId), { ...patientFields(), app_date: day, app_time: '17:00' })
    ).json();
    await payOnSandbox(app, paid.need_payment_id);
    const unpaid = (
      await post(patient.token, bd(other.doctorId), { ...patientFields(), app_date: day, app_time: '17:00' })
    ).json();
    const audio = (
      await post(patient.token, `/api/auth/doctor-consultancy/audio/${doctor.doctorId}/appointment`, patientFields())
    ).json();
    const [{ code }] = await db
      .select({ code: authTables.users.phone })
      .from(authTables.users)
      .where(eq(authTables.users.id, patient.id));
    const ids = async (query: string) =>
      (await get(staff.token, `/api/admin/bookings?${query}`)).json().data.map((b: { id: number }) => b.id);
    const mine = `patient=${encodeURIComponent(patient.email)}`;
    expect(await ids(mine)).toEqual([audio.booking_id, unpaid.booking_id, paid.booking_id]);
    expect(await ids(`patient=${code}`)).toEqual([audio.booking_id, unpaid.booking_id, paid.booking_id]);
    expect(await ids(`${mine}&kind=audio`)).toEqual([audio.booking_id]);
    expect(await ids(`${mine}&payment_status=Paid&kind=appointment`)).toEqual([paid.booking_id]);
    expect(await ids(`${mine}&status=Pending`)).toEqual([audio.booking_id, unpaid.booking_id]);
    expect(await ids(`${mine}&date=${day}`)).toEqual([unpaid.booking_id, paid.booking_id]);
    const [otherApplication] = (await get(staff.token, `/api/admin/bookings?provider_id=${other.doctorId}`)).json()
      .data;
    expect(otherApplication.provider).toMatchObject({ id: other.doctorId, name: other.name });
    expect(await ids(`provider=${otherApplication.provider.code.toLowerCase()}`)).toEqual([unpaid.booking_id]);
    expect(await ids(`provider=${encodeURIComponent(other.name)}&${mine}`)).toEqual([unpaid.booking_id]);
    const list = (await get(staff.token, `/api/admin/bookings?${mine}`)).json();
    expect(list.total).toBe(3);
    expect(list.data[2].patient).toEqual({ id: patient.id, name: patient.name, email: patient.email, phone: code });
    // A search that means nothing special to LIKE.
    expect(await ids('patient=%25_')).toEqual([]);
  });

  it('staff cancel with a reason: a paid booking is flagged for refund, the patient and the doctor are mailed, then marked refunded', async () => {
    const doctor = await createTestDoctor(db);
    await db.update(authTables.users).set({ lang: 'bn' }).where(eq(authTables.users.id, doctor.id));
    const patient = await createTestUser(db);
    const answer = (
      await post(patient.token, bd(doctor.doctorId), { ...patientFields(), app_date: dhakaDay(6), app_time: '17:30' })
    ).json();
    const id = answer.booking_id;
    await payOnSandbox(app, answer.need_payment_id);
    // Nothing to refund yet.
    expect((await post(staff.token, `/api/admin/bookings/${id}/refunded`)).statusCode).toBe(422);
    expect((await post(staff.token, `/api/admin/bookings/${id}/cancel`, { reason: '  ' })).statusCode).toBe(422);
    const cancelled = await post(staff.token, `/api/admin/bookings/${id}/cancel`, { reason: 'Doctor is on leave' });
    expect(cancelled.json().data).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Paid',
      refund_due: true,
      cancel_reason: 'Doctor is on leave',
      fee: 1000,
      discount: 100,
      vat: 0,
      total_amount: 900,
    });
    const history = cancelled.json().data.history;
    expect(history.map((h: { kind: string }) => h.kind)).toEqual(['created', 'paid', 'cancelled']);
    expect(history[2]).toMatchObject({
      actor: { id: staff.id, name: staff.name },
      details: { reason: 'Doctor is on leave', refund_due: true, cause: 'staff' },
    });
    const mail = await lastMailTo(patient.email);
    expect(mail.subject).toBe(`Booking #${id} was cancelled`);
    expect(mail.text).toContain('Doctor is on leave');
    // The doctor, who last signed in in Bengali, is told in Bengali, with the reason.
    const toDoctor = await lastMailTo(doctor.email);
    expect(toDoctor.subject).toBe(`বুকিং #${toBengaliDigits(String(id))} বাতিল হয়েছে`);
    expect(toDoctor.text).toContain('Doctor is on leave');
    expect((await post(staff.token, `/api/admin/bookings/${id}/cancel`, { reason: 'Again' })).statusCode).toBe(422);
    const refunds = (await get(staff.token, '/api/admin/bookings?refund_due=1')).json();
    expect(refunds.data.map((b: { id: number }) => b.id)).toContain(id);
    const refunded = (await post(staff.token, `/api/admin/bookings/${id}/refunded`)).json();
    expect(refunded).toMatchObject({ message: 'The refund was recorded.', data: { payment_status: 'Refunded' } });
    expect(refunded.data.refunded_at).not.toBeNull();
    expect(
      (await get(staff.token, '/api/admin/bookings?refund_due=1')).json().data.map((b: { id: number }) => b.id),
    ).not.toContain(id);
    expect((await get(staff.token, '/api/admin/bookings/999999')).statusCode).toBe(404);
    expect((await get(patient.token, `/api/admin/bookings/${id}`)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/admin/bookings/${id}` })).statusCode).toBe(401);
  });

  it('lists earnings with the referrer to pay and refuses a payout before the appointment is Completed', async () => {
    const doctor = await createTestDoctor(db, { countryId: 2, appointmentFee: 200_000, appointmentDiscount: 0 });
    const patient = await createTestUser(db);
    const referrer = await createTestUser(db);
    const [{ code, phone }] = await db
      .select({ code: authTables.users.referralCode, phone: authTables.users.phone })
      .from(authTables.users)
      .where(eq(authTables.users.id, referrer.id));
    const booked = await post(patient.token, `/api/auth/doctor-appointment/in-doctor/${doctor.doctorId}/appointment`, {
      ...patientFields(),
      app_date: dhakaDay(9),
      app_time: '11:00',
      referral_code: code,
    });
    const earning = (await get(staff.token, '/api/admin/referral-earnings?status=Pending'))
      .json()
      .data.find((e: { booking_id: number }) => e.booking_id === booked.json().booking_id);
    expect(earning).toMatchObject({
      referrer_id: referrer.id,
      referrer: { id: referrer.id, name: referrer.name, email: referrer.email, phone },
      total_benefit_in_bdt: 100,
      status: 'Pending',
    });
    expect((await post(staff.token, `/api/admin/referral-earnings/${earning.id}/paid`)).statusCode).toBe(422);
    expect((await post(staff.token, '/api/admin/referral-earnings/999999/paid')).statusCode).toBe(404);
    expect((await get(patient.token, '/api/admin/referral-earnings')).statusCode).toBe(403);
  });
});

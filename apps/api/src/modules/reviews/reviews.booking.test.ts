import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LISTING_API, type DoctorDetailResponse, type ReviewListResponse } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { bookingRow, createTestDoctor, dhakaDay, moveBookingToToday, patientFields } from '../../../test/bookings';
import { createTestUser } from '../../../test/users';
import { bookingsTables } from '../bookings';
import { reviews } from './reviews.tables';

describe('reviews of doctor bookings', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const post = (token: string | null, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
  const getJson = async <T>(url: string, token?: string) =>
    (await app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })).json<T>();
  const appointmentUrl = (doctorId: number, id: number) => LISTING_API.storeDoctorReview('appointment', doctorId, id);
  const consultancyUrl = (doctorId: number, id: number) => LISTING_API.storeDoctorReview('audio', doctorId, id);
  const good = { rating: 4, detail: 'Listened carefully and explained the treatment.' };

  /** A free doctor, a patient, and one Ready in-person appointment of theirs booked for tomorrow, come to its day. */
  async function readyAppointment(time = '17:00') {
    const doctor = await createTestDoctor(db, { appointmentFee: 0, audioFee: 0, videoService: true, videoFee: 0 });
    const patient = await createTestUser(db);
    const booked = await post(patient.token, `/api/auth/doctor-appointment/bd-doctor/${doctor.doctorId}/appointment`, {
      ...patientFields(),
      app_date: dhakaDay(1),
      app_time: time,
    });
    expect(booked.json()).toMatchObject({ status: 'success', need_payment: false });
    // Its day has come, so the doctor may complete it.
    await moveBookingToToday(db, booked.json<{ booking_id: number }>().booking_id);
    return { doctor, patient, id: booked.json<{ booking_id: number }>().booking_id };
  }
  const complete = async (
    token: string,
    kind: 'appointment/' | 'audio-consultancy/' | 'video-consultancy/',
    id: number,
  ) =>
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/doctor/appointment/${kind}${id}/make-completed`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(200);

  it('asks for a token', async () => {
    expect((await post(null, appointmentUrl(1, 1), good)).statusCode).toBe(401);
    expect((await post(null, consultancyUrl(1, 1), good)).statusCode).toBe(401);
  });

  it('reviews a completed appointment once: the rating, the booking and the profile change together', async () => {
    const { doctor, patient, id } = await readyAppointment();
    const profile = () => getJson<DoctorDetailResponse>(LISTING_API.doctorView(doctor.doctorId)).then((b) => b.doctor);
    const before = await profile();
    expect(before.reviews_count).toBe(0);

    // Not Completed yet: 422, and the list does not offer Write a review.
    const early = await post(patient.token, appointmentUrl(doctor.doctorId, id), good);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Only a completed booking can be reviewed.');
    const listed = async () =>
      (
        await getJson<{ data: { id: number; reviewed: boolean; can_review: boolean }[] }>(
          '/api/auth/doctor-appointment/my-appointment',
          patient.token,
        )
      ).data.find((r) => r.id === id)!;
    expect(await listed()).toMatchObject({ reviewed: false, can_review: false });

    await complete(doctor.token, 'appointment/', id);
    expect(await listed()).toMatchObject({ reviewed: false, can_review: true });

    // Bad input: 422 with the field, nothing written.
    for (const [body, field] of [
      [{ ...good, rating: 0 }, 'rating'],
      [{ ...good, rating: 6 }, 'rating'],
      [{ ...good, rating: 2.5 }, 'rating'],
      [{ ...good, rating: 'five' }, 'rating'],
      [{ rating: 5 }, 'detail'],
      [{ ...good, detail: '   ' }, 'detail'],
      [{ ...good, detail: 'x'.repeat(2001) }, 'detail'],
    ] as const) {
      const res = await post(patient.token, appointmentUrl(doctor.doctorId, id), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    // Another patient, another doctor's id, the consultancy path, an unknown booking: 404.
    const stranger = await createTestUser(db);
    const other = await createTestDoctor(db);
    for (const [token, url] of [
      [stranger.token, appointmentUrl(doctor.doctorId, id)],
      [patient.token, appointmentUrl(other.doctorId, id)],
      [patient.token, consultancyUrl(doctor.doctorId, id)],
      [patient.token, appointmentUrl(doctor.doctorId, id + 100_000)],
    ] as const) {
      expect((await post(token, url, good)).statusCode, url).toBe(404);
    }
    expect((await bookingRow(db, id)).reviewed).toBe(false);

    const ok = await post(patient.token, appointmentUrl(doctor.doctorId, id), good);
    expect(ok.json()).toEqual({ status: 'success', message: 'Thank you for your review.' });
    expect((await bookingRow(db, id)).reviewed).toBe(true);
    expect(await listed()).toMatchObject({ reviewed: true, can_review: false });
    // Shown on the profile at once (the listings' answers were bumped).
    expect(await profile()).toMatchObject({ reviews_count: 1, reviews_avg_rating: 4 });
    const list = await getJson<ReviewListResponse>(LISTING_API.reviews('doctor', doctor.doctorId));
    expect(list.data).toEqual([
      expect.objectContaining({ rating: 4, detail: good.detail, service: 'DoctorAppointment' }),
    ]);
    const [row] = await db.select().from(reviews).where(eq(reviews.bookingId, id));
    expect(row).toMatchObject({ userId: patient.id, providerId: doctor.doctorId });
    const events = await db
      .select()
      .from(bookingsTables.bookingEvents)
      .where(eq(bookingsTables.bookingEvents.bookingId, id));
    expect(events.map((e) => e.kind)).toContain('reviewed');

    // A second review of the booking: 422, the rating unchanged.
    const again = await post(patient.token, appointmentUrl(doctor.doctorId, id), { ...good, rating: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.booking_id).toEqual(['This booking has already been reviewed.']);
    expect(await profile()).toMatchObject({ reviews_count: 1, reviews_avg_rating: 4 });
  });

  it('reviews audio and video consultations on the consultancy path, in Bengali too', async () => {
    const { doctor, patient } = await readyAppointment();
    const ids: Record<'audio' | 'video', number> = { audio: 0, video: 0 };
    for (const kind of ['audio', 'video'] as const) {
      const booked = await post(
        patient.token,
        `/api/auth/doctor-consultancy/${kind}/${doctor.doctorId}/appointment`,
        patientFields(),
      );
      ids[kind] = booked.json<{ booking_id: number }>().booking_id;
      await complete(doctor.token, `${kind}-consultancy/`, ids[kind]);
      // The appointment path does not take a consultation.
      expect((await post(patient.token, appointmentUrl(doctor.doctorId, ids[kind]), good)).statusCode).toBe(404);
    }
    const audio = await app.inject({
      method: 'POST',
      url: consultancyUrl(doctor.doctorId, ids.audio),
      headers: { ...bearer(patient.token), 'accept-language': 'bn' },
      payload: { rating: '5', detail: 'খুব ভালো পরামর্শ দিয়েছেন।', service: 'AudioConsultancy' },
    });
    expect(audio.json()).toEqual({ status: 'success', message: 'আপনার রিভিউয়ের জন্য ধন্যবাদ।' });
    expect(
      (await post(patient.token, consultancyUrl(doctor.doctorId, ids.video), { rating: 3, detail: 'Fine.' }))
        .statusCode,
    ).toBe(200);
    const list = await getJson<ReviewListResponse>(LISTING_API.reviews('doctor', doctor.doctorId));
    expect(list.data.map((r) => r.service).sort()).toEqual(['AudioConsultancy', 'VideoConsultancy']);
    const consultations = await getJson<{ data: { id: number; can_review: boolean; reviewed: boolean }[] }>(
      '/api/auth/doctor-consultancy/my-video-consultancy',
      patient.token,
    );
    expect(consultations.data).toEqual([expect.objectContaining({ id: ids.video, reviewed: true, can_review: false })]);
  });

  it('a deleted booking leaves its review without the booking', async () => {
    const { doctor, patient, id } = await readyAppointment('17:30');
    await complete(doctor.token, 'appointment/', id);
    expect((await post(patient.token, appointmentUrl(doctor.doctorId, id), good)).statusCode).toBe(200);
    await db.delete(bookingsTables.bookings).where(eq(bookingsTables.bookings.id, id));
    const [row] = await db.select().from(reviews).where(eq(reviews.providerId, doctor.doctorId));
    expect(row.bookingId).toBeNull();
  });
});

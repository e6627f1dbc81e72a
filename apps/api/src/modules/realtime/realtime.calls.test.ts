import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALL_EVENTS, CALL_RING_SECONDS, ROLE } from '@nirog/contracts';
import { createTestDoctor } from '../../../test/bookings';
import { bearer, createTestApp } from '../../../test/helpers';
import { jobsOf, makeJobsDue } from '../../../test/jobs';
import { collect, eventually, joinedSocket, listenForSockets, settle } from '../../../test/sockets';
import { createTestUser, type TestUser } from '../../../test/users';
import { bookingsTables } from '../bookings';
import { CALL_TIMEOUT } from './realtime.call-timeout';
import { calls } from './realtime.tables';

describe('calls: /api/api-chat/*', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const url = await listenForSockets(app);
  // The same database behind an api whose calls ring 5 s (CALL_RING_SECONDS).
  const short = await createTestApp({ env: { CALL_RING_SECONDS: '5' }, database });

  async function readyBooking(status = 'Ready', kind = 'video') {
    const doctor = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const [booking] = await db
      .insert(bookingsTables.bookings)
      .values({ kind, patientId: patient.id, providerId: doctor.doctorId, status, feePoisha: 0, totalPoisha: 0 })
      .returning();
    return { doctor, patient, booking };
  }
  const call = (doctor: TestUser, patientId: number, body: object = { peerId: 'doctor-peer', isVideo: true }) =>
    app.inject({
      method: 'POST',
      url: `/api/api-chat/call-user/${patientId}/${doctor.id}`,
      headers: bearer(doctor.token),
      payload: body,
    });
  const answer = (patient: TestUser, callerId: number, socketId?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/api-chat/answer-call/${callerId}`,
      headers: { ...bearer(patient.token), ...(socketId ? { 'x-socket-id': socketId } : {}) },
      payload: { peerId: 'patient-peer' },
    });
  const leave = (user: TestUser, otherId: number) =>
    app.inject({ method: 'POST', url: `/api/api-chat/leave-call/${otherId}`, headers: bearer(user.token) });
  const statusOf = async (id: number) => (await db.select().from(calls).where(eq(calls.id, id)))[0].status;

  it('lets only a doctor call the patient of their own Ready booking', async () => {
    const { doctor, patient } = await readyBooking();
    const pending = await readyBooking('Pending');
    const stranger = await createTestUser(db);
    const otherDoctor = await createTestDoctor(db);
    const plainUser = await createTestUser(db, [ROLE.Doctor]);

    expect((await call(doctor, stranger.id)).statusCode).toBe(403);
    expect((await call(otherDoctor, patient.id)).statusCode).toBe(403);
    expect((await call(plainUser, patient.id)).statusCode).toBe(403);
    expect((await call(pending.doctor, pending.patient.id)).statusCode).toBe(403);
    // The patient cannot call the doctor, nor anyone claim another's id.
    expect((await call(patient, doctor.id)).statusCode).toBe(403);
    const claimed = await app.inject({
      method: 'POST',
      url: `/api/api-chat/call-user/${patient.id}/${doctor.id}`,
      headers: bearer(stranger.token),
      payload: { peerId: 'x', isVideo: false },
    });
    expect(claimed.statusCode).toBe(403);
    expect((await call(doctor, patient.id, { isVideo: true })).statusCode).toBe(422);
    expect((await call(doctor, patient.id, { peerId: 'x', isVideo: 'yes' })).statusCode).toBe(422);
    const guest = await app.inject({ method: 'POST', url: `/api/api-chat/call-user/${patient.id}/${doctor.id}` });
    expect(guest.statusCode).toBe(401);
    expect(await db.select().from(calls).where(eq(calls.receiverId, patient.id))).toEqual([]);
  });

  it('rings every device; the first to answer wins and the others stop ringing', async () => {
    const { doctor, patient, booking } = await readyBooking();
    const doctorSocket = await joinedSocket(app, url, doctor);
    const phone = await joinedSocket(app, url, patient);
    const laptop = await joinedSocket(app, url, patient);
    const [rings, ringsLaptop] = [phone, laptop].map((s) => collect(s, CALL_EVENTS.join));
    const [stopsPhone, stopsLaptop] = [phone, laptop].map((s) => collect(s, CALL_EVENTS.leave));
    const accepted = collect(doctorSocket, CALL_EVENTS.accepted);

    const res = await call(doctor, patient.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', call_status: 'ringing' });
    await eventually(() => rings.length === 1 && ringsLaptop.length === 1);
    expect(rings[0]).toEqual({
      from: doctor.id,
      callerName: doctor.name,
      peerId: 'doctor-peer',
      isVideo: true,
      avatar: null,
    });
    const [row] = await db.select().from(calls).where(eq(calls.id, res.json().call_id));
    expect(row).toMatchObject({
      bookingId: booking.id,
      callerId: doctor.id,
      receiverId: patient.id,
      status: 'ringing',
    });

    const both = await Promise.all([answer(patient, doctor.id, phone.id), answer(patient, doctor.id, laptop.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both[0].statusCode === 200 ? 'phone' : 'laptop';
    await eventually(() => accepted.length === 1);
    expect(accepted[0]).toMatchObject({ from: patient.id, peerId: 'patient-peer', isVideo: true });
    const [stopsWinner, stopsLoser] = winner === 'phone' ? [stopsPhone, stopsLaptop] : [stopsLaptop, stopsPhone];
    await eventually(() => stopsLoser.length === 1);
    await settle();
    expect(stopsWinner).toEqual([]);
    expect(await statusOf(row.id)).toBe('answered');

    // Either side hangs up: ended, both hear it.
    const end = await leave(doctor, patient.id);
    expect(end.json()).toMatchObject({ call_status: 'ended' });
    await eventually(() => stopsWinner.length === 1);
    expect(stopsWinner[0]).toMatchObject({ from: doctor.id, reason: 'ended' });
    expect(stopsLoser[0]).toMatchObject({ from: patient.id, reason: 'answered' });
    expect((await leave(doctor, patient.id)).statusCode).toBe(404);
  });

  it('the caller leaving while ringing makes it missed; the receiver leaving, rejected (the caller hears "declined")', async () => {
    const { doctor, patient } = await readyBooking('Ready', 'audio');
    const doctorSocket = await joinedSocket(app, url, doctor);
    const phone = await joinedSocket(app, url, patient);
    const stops = collect(phone, CALL_EVENTS.leave);
    const doctorHears = collect(doctorSocket, CALL_EVENTS.leave);
    const first = (await call(doctor, patient.id, { peerId: 'p', isVideo: false })).json();
    expect((await leave(doctor, patient.id)).json()).toMatchObject({ call_id: first.call_id, call_status: 'missed' });
    await eventually(() => stops.length === 1 && doctorHears.length === 1);
    expect(stops[0]).toMatchObject({ from: doctor.id, reason: 'missed' });
    expect((await answer(patient, doctor.id)).statusCode).toBe(409);

    const second = (await call(doctor, patient.id, { peerId: 'p', isVideo: false })).json();
    expect((await leave(patient, doctor.id)).json()).toMatchObject({
      call_id: second.call_id,
      call_status: 'rejected',
    });
    await eventually(() => stops.length === 2 && doctorHears.length === 2);
    // The doctor can tell the patient declined from a hang-up.
    expect(doctorHears[1]).toMatchObject({ from: patient.id, callerName: patient.name, reason: 'declined' });
    expect(stops[1]).toMatchObject({ from: patient.id, reason: 'declined' });
  });

  it('a call nobody answers becomes missed by the timeout job', async () => {
    const { doctor, patient } = await readyBooking('Ready', 'appointment');
    const doctorSocket = await joinedSocket(app, url, doctor);
    const phone = await joinedSocket(app, url, patient);
    const [doctorHears, patientHears] = [doctorSocket, phone].map((s) => collect(s, CALL_EVENTS.leave));
    const before = Date.now();
    const { call_id } = (await call(doctor, patient.id)).json();
    const jobs = (await jobsOf(db, CALL_TIMEOUT as never)).filter(
      (j) => (j.data as { callId: number }).callId === call_id,
    );
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    expect(new Date(job.start_after).getTime()).toBeGreaterThanOrEqual(before + CALL_RING_SECONDS * 1000 - 2000);

    // Not due yet: still ringing.
    await app.jobs.drain();
    expect(await statusOf(call_id)).toBe('ringing');

    await db
      .update(calls)
      .set({ ringExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(calls.id, call_id));
    await makeJobsDue(db, CALL_TIMEOUT as never);
    await app.jobs.drain();
    expect(await statusOf(call_id)).toBe('missed');
    await eventually(() => doctorHears.length === 1 && patientHears.length === 1);
    // Both are told it was missed (the doctor's screen says the patient did not answer).
    expect(doctorHears[0]).toMatchObject({ from: doctor.id, callerName: doctor.name, reason: 'missed' });
    expect(patientHears[0]).toMatchObject({ from: doctor.id, reason: 'missed' });
    expect((await answer(patient, doctor.id)).statusCode).toBe(409);
  });

  it('rings for the configured CALL_RING_SECONDS', async () => {
    const { doctor, patient } = await readyBooking();
    const before = Date.now();
    const rang = await short.app.inject({
      method: 'POST',
      url: `/api/api-chat/call-user/${patient.id}/${doctor.id}`,
      headers: bearer(doctor.token),
      payload: { peerId: 'doctor-peer', isVideo: false },
    });
    const [row] = await db.select().from(calls).where(eq(calls.id, rang.json<{ call_id: number }>().call_id));
    const ringsFor = row.ringExpiresAt.getTime() - row.createdAt.getTime();
    expect(ringsFor).toBe(5000);
    const [job] = (await jobsOf(db, CALL_TIMEOUT as never)).filter(
      (j) => (j.data as { callId: number }).callId === row.id,
    );
    expect(new Date(job.start_after).getTime()).toBeLessThan(before + 15_000);
  });
});

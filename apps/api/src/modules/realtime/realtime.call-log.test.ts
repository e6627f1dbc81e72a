import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { CALL_RESUME_EVENT, CALL_SIGNAL_EVENT, ROLE, type CallSignalAck } from '@nirog/contracts';
import { createTestDoctor } from '../../../test/bookings';
import { bearer, createTestApp } from '../../../test/helpers';
import {
  collect,
  eventually,
  joinedSocket,
  listenForSockets,
  openSocket,
  connected,
  settle,
} from '../../../test/sockets';
import { createTestUser, type TestUser } from '../../../test/users';
import { bookingsTables } from '../bookings';
import { calls } from './realtime.tables';

describe('call signalling, current call and call log', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const url = await listenForSockets(app);

  async function readyBooking(kind = 'video') {
    const doctor = await createTestDoctor(db);
    const patient = await createTestUser(db);
    const [booking] = await db
      .insert(bookingsTables.bookings)
      .values({
        kind,
        patientId: patient.id,
        providerId: doctor.doctorId,
        status: 'Ready',
        feePoisha: 0,
        totalPoisha: 0,
      })
      .returning();
    return { doctor, patient, booking };
  }
  const post = (user: TestUser, url: string, payload: object = {}, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...bearer(user.token), ...headers }, payload });
  const get = (user: TestUser | null, url: string) =>
    app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
  const ring = (doctor: TestUser, patient: TestUser, isVideo = true) =>
    post(doctor, `/api/api-chat/call-user/${patient.id}/${doctor.id}`, { peerId: 'doctor-peer', isVideo });
  const signal = (socket: Socket, payload: unknown) =>
    new Promise<CallSignalAck>((resolve) => socket.emit(CALL_SIGNAL_EVENT, payload, resolve));
  const offer = (callId: number) => ({ call_id: callId, description: { type: 'offer', sdp: 'v=0\r\n' } });

  it('relays offers, answers and candidates only between the two parties of an answered call', async () => {
    const { doctor, patient } = await readyBooking();
    const doctorSocket = await joinedSocket(app, url, doctor);
    const phone = await joinedSocket(app, url, patient);
    const laptop = await joinedSocket(app, url, patient);
    const stranger = await createTestUser(db);
    const strangerSocket = await joinedSocket(app, url, stranger);
    const [toDoctor, toPhone, toLaptop, toStranger] = [doctorSocket, phone, laptop, strangerSocket].map((s) =>
      collect(s, CALL_SIGNAL_EVENT),
    );

    const { call_id } = (await ring(doctor, patient)).json();
    // Ringing: nothing is relayed yet.
    expect(await signal(doctorSocket, offer(call_id))).toEqual({ ok: false, error: 'no_call' });
    expect(
      (await post(patient, `/api/api-chat/answer-call/${doctor.id}`, {}, { 'x-socket-id': phone.id! })).statusCode,
    ).toBe(200);

    expect(await signal(doctorSocket, offer(call_id))).toEqual({ ok: true });
    await eventually(() => toPhone.length === 1);
    expect(toPhone[0]).toEqual({ ...offer(call_id), from: doctor.id });

    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 10.0.0.1 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    expect(await signal(phone, { call_id, candidate })).toEqual({ ok: true });
    expect(await signal(phone, { call_id, video: false })).toEqual({ ok: true });
    await eventually(() => toDoctor.length === 2);
    expect(toDoctor).toEqual([
      { call_id, candidate, from: patient.id },
      { call_id, video: false, from: patient.id },
    ]);

    // The patient's other device, a stranger, and malformed signals are refused and relayed nowhere.
    expect(await signal(laptop, offer(call_id))).toEqual({ ok: false, error: 'other_device' });
    expect(await signal(strangerSocket, offer(call_id))).toEqual({ ok: false, error: 'no_call' });
    expect(await signal(doctorSocket, { call_id })).toEqual({ ok: false, error: 'invalid' });
    expect(await signal(doctorSocket, { ...offer(call_id), video: true })).toEqual({ ok: false, error: 'invalid' });
    expect(await signal(doctorSocket, { call_id, description: { type: 'offer', sdp: 'x'.repeat(61_000) } })).toEqual({
      ok: false,
      error: 'invalid',
    });
    expect(await signal(doctorSocket, 'hello')).toEqual({ ok: false, error: 'invalid' });

    // Ended: nothing more is relayed.
    await post(doctor, `/api/api-chat/leave-call/${patient.id}`);
    expect(await signal(doctorSocket, offer(call_id))).toEqual({ ok: false, error: 'no_call' });
    await settle();
    expect(toPhone).toHaveLength(1);
    expect(toLaptop).toEqual([]);
    expect(toStranger).toEqual([]);
  });

  it("after a reconnection the device that answered takes the call's signals to its new socket", async () => {
    const { doctor, patient } = await readyBooking();
    const doctorSocket = await joinedSocket(app, url, doctor);
    const phone = await joinedSocket(app, url, patient);
    const laptop = await joinedSocket(app, url, patient);
    const stranger = await joinedSocket(app, url, await createTestUser(db));
    const { call_id } = (await ring(doctor, patient)).json();
    await post(patient, `/api/api-chat/answer-call/${doctor.id}`, {}, { 'x-socket-id': phone.id! });
    const answeredOn = phone.id!;
    const resume = (socket: Socket, payload: unknown) =>
      new Promise<CallSignalAck>((resolve) => socket.emit(CALL_RESUME_EVENT, payload, resolve));

    // The phone's network changed: its socket is gone and a new one joined.
    phone.disconnect();
    const phoneAgain = await joinedSocket(app, url, patient);
    const [toOld, toNew, toLaptop, toDoctor] = [phone, phoneAgain, laptop, doctorSocket].map((s) =>
      collect(s, CALL_SIGNAL_EVENT),
    );
    expect(await signal(phoneAgain, offer(call_id))).toEqual({ ok: false, error: 'other_device' });

    // Only the device that knows the socket it answered on takes the call; the caller cannot, nor a stranger.
    expect(await resume(laptop, { call_id, previous_socket_id: 'not-the-phone' })).toEqual({
      ok: false,
      error: 'other_device',
    });
    expect(await resume(stranger, { call_id, previous_socket_id: answeredOn })).toEqual({
      ok: false,
      error: 'no_call',
    });
    expect(await resume(doctorSocket, { call_id, previous_socket_id: answeredOn })).toEqual({
      ok: false,
      error: 'no_call',
    });
    expect(await resume(phoneAgain, { call_id })).toEqual({ ok: false, error: 'invalid' });
    expect(await resume(phoneAgain, { call_id, previous_socket_id: 'a b' })).toEqual({ ok: false, error: 'invalid' });
    expect(await resume(phoneAgain, { call_id, previous_socket_id: answeredOn })).toEqual({ ok: true });
    // The caller is asked to offer again (its offers while the phone was away were lost).
    await eventually(() => toDoctor.length === 1);
    expect(toDoctor[0]).toEqual({ call_id, restart: true, from: patient.id });
    // Said twice (a second reconnection event) it still holds.
    expect(await resume(phoneAgain, { call_id, previous_socket_id: answeredOn })).toEqual({ ok: true });

    // The restart goes both ways through the new socket; the old one and the laptop hear nothing.
    expect(await signal(phoneAgain, offer(call_id))).toEqual({ ok: true });
    expect(await signal(doctorSocket, offer(call_id))).toEqual({ ok: true });
    await eventually(() => toNew.length === 1);
    expect(toNew[0]).toEqual({ ...offer(call_id), from: doctor.id });
    expect(await signal(laptop, offer(call_id))).toEqual({ ok: false, error: 'other_device' });

    // An ended call cannot be resumed.
    await post(doctor, `/api/api-chat/leave-call/${patient.id}`);
    expect(await resume(phoneAgain, { call_id, previous_socket_id: phoneAgain.id })).toEqual({
      ok: false,
      error: 'no_call',
    });
    await settle();
    expect(toOld).toEqual([]);
    expect(toLaptop).toEqual([]);
  });

  it('a signal from an unjoined socket still needs its user to be a party', async () => {
    const { doctor, patient } = await readyBooking('audio');
    const phone = await joinedSocket(app, url, patient);
    const { call_id } = (await ring(doctor, patient, false)).json();
    await post(patient, `/api/api-chat/answer-call/${doctor.id}`, {}, { 'x-socket-id': phone.id! });
    const otherDoctor = await createTestDoctor(db);
    const intruder = await connected(openSocket(url, otherDoctor.token));
    expect(await signal(intruder, offer(call_id))).toEqual({ ok: false, error: 'no_call' });
  });

  it('GET /api/api-chat/current-call gives a reconnecting page its ringing call', async () => {
    const { doctor, patient, booking } = await readyBooking();
    expect((await get(patient, '/api/api-chat/current-call')).json()).toEqual({ call: null });
    expect((await get(null, '/api/api-chat/current-call')).statusCode).toBe(401);

    const { call_id } = (await ring(doctor, patient)).json();
    const res = await get(patient, '/api/api-chat/current-call');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().call).toMatchObject({
      call_id,
      status: 'ringing',
      booking_id: booking.id,
      role: 'receiver',
      peer: { from: doctor.id, callerName: doctor.name, peerId: 'doctor-peer', isVideo: true, avatar: null },
      answered_at: null,
    });
    expect((await get(doctor, '/api/api-chat/current-call')).json().call).toMatchObject({
      call_id,
      role: 'caller',
      peer: { from: patient.id, callerName: patient.name },
    });

    // A ring past its time is over even before the timeout job ran.
    await db
      .update(calls)
      .set({ ringExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(calls.id, call_id));
    expect((await get(patient, '/api/api-chat/current-call')).json()).toEqual({ call: null });
  });

  it('logs every call of a booking for its doctor and the back office', async () => {
    const { doctor, patient, booking } = await readyBooking('appointment');
    const first = (await ring(doctor, patient, false)).json();
    await post(doctor, `/api/api-chat/leave-call/${patient.id}`);
    const second = (await ring(doctor, patient)).json();
    await post(patient, `/api/api-chat/answer-call/${doctor.id}`);
    // Backdate the answer so the duration is measurable.
    await db
      .update(calls)
      .set({ answeredAt: new Date(Date.now() - 95_000) })
      .where(eq(calls.id, second.call_id));
    await post(patient, `/api/api-chat/leave-call/${doctor.id}`);

    const res = await get(doctor, `/api/api-chat/booking-calls/${booking.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [ended, missed] = res.json().data;
    expect(ended).toMatchObject({
      id: second.call_id,
      booking_id: booking.id,
      booking_kind: 'appointment',
      caller: { id: doctor.id, name: doctor.name, avatar: null },
      receiver: { id: patient.id, name: patient.name },
      is_video: true,
      status: 'ended',
      ended_by: patient.id,
    });
    expect(ended.duration_seconds).toBeGreaterThanOrEqual(94);
    expect(ended.duration_seconds).toBeLessThan(110);
    expect(missed).toMatchObject({
      id: first.call_id,
      status: 'missed',
      is_video: false,
      answered_at: null,
      duration_seconds: null,
      ended_by: doctor.id,
    });
    expect(new Date(missed.rang_at).getTime()).toBeLessThanOrEqual(new Date(ended.rang_at).getTime());

    // The patient, another doctor and a guest may not read it; an unknown booking is 404, bad ids 422.
    const otherDoctor = await createTestDoctor(db);
    expect((await get(patient, `/api/api-chat/booking-calls/${booking.id}`)).statusCode).toBe(403);
    expect((await get(otherDoctor, `/api/api-chat/booking-calls/${booking.id}`)).statusCode).toBe(403);
    expect((await get(null, `/api/api-chat/booking-calls/${booking.id}`)).statusCode).toBe(401);
    expect((await get(doctor, '/api/api-chat/booking-calls/99999999')).statusCode).toBe(404);
    expect((await get(doctor, '/api/api-chat/booking-calls/abc')).statusCode).toBe(422);

    const admin = await createTestUser(db, [ROLE.Admin]);
    expect((await get(admin, `/api/api-chat/booking-calls/${booking.id}`)).json().data).toHaveLength(2);
    const all = await get(admin, `/api/admin/calls?booking_id=${booking.id}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total: 2, current_page: 1, per_page: 20 });
    expect(all.json().data.map((c: { id: number }) => c.id)).toEqual([second.call_id, first.call_id]);
    const onlyMissed = (await get(admin, `/api/admin/calls?status=missed&booking_id=${booking.id}`)).json();
    expect(onlyMissed.data.map((c: { id: number }) => c.id)).toEqual([first.call_id]);
    expect((await get(admin, '/api/admin/calls?status=lost')).statusCode).toBe(422);
    expect((await get(doctor, '/api/admin/calls')).statusCode).toBe(403);
    expect((await get(null, '/api/admin/calls')).statusCode).toBe(401);
  });
});

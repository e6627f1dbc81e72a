import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AMBULANCE_BOOKING_EVENT,
  CARE_BOOKING_API,
  ROLE,
  type AdminServiceChargeOwner,
  type AmbulanceProviderBooking,
  type MyAmbulanceBooking,
  type Paginated,
} from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { bookingRow, payOnSandbox, setSetting } from '../../../test/bookings';
import { createTestAmbulance } from '../../../test/care-bookings';
import { collect, eventually, joinedSocket, listenForSockets, settle } from '../../../test/sockets';
import { createTestUser } from '../../../test/users';
import { mailTables } from '../mail';
import { paymentsTables } from '../payments';

describe('ambulance bookings', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const url = await listenForSockets(app);
  const trip = { start_location: 'Mirpur 10, Dhaka', end_location: 'Dhaka Medical College Hospital' };

  const post = (token: string | null, path: string, payload?: object) =>
    app.inject({ method: 'POST', url: path, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const get = async <T>(path: string, token: string) =>
    (await app.inject({ method: 'GET', url: path, headers: bearer(token) })).json<T>();
  const booked = async (token: string, ambulanceId: number) => {
    const res = await post(token, CARE_BOOKING_API.bookAmbulance(ambulanceId), trip);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ booking_id: number }>().booking_id;
  };
  const ownerList = (token: string) =>
    get<Paginated<AmbulanceProviderBooking>>(CARE_BOOKING_API.ambulanceBookings, token);

  it('asks for a token', async () => {
    expect((await post(null, CARE_BOOKING_API.bookAmbulance(1), trip)).statusCode).toBe(401);
    expect((await post(null, CARE_BOOKING_API.ambulanceComplete(1))).statusCode).toBe(401);
    for (const path of [CARE_BOOKING_API.myAmbulanceBookings, CARE_BOOKING_API.ambulanceBookings]) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    }
  });

  it('books an ambulance: Ready at once, the owner is mailed and told on the realtime channel', async () => {
    const owner = await createTestAmbulance(db);
    const patient = await createTestUser(db);
    const socket = await joinedSocket(app, url, owner);
    const heard = collect(socket, AMBULANCE_BOOKING_EVENT);
    const res = await post(patient.token, CARE_BOOKING_API.bookAmbulance(owner.providerId), trip);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Your ambulance is booked. The provider will call you soon.',
    });
    const id = res.json<{ booking_id: number }>().booking_id;
    await eventually(() => heard.length === 1);
    expect(heard[0]).toEqual({ booking_id: id, customer_name: patient.name, ...trip });
    expect(await bookingRow(db, id)).toMatchObject({ kind: 'ambulance', status: 'Ready', totalPoisha: 0 });
    const mails = await db.select().from(mailTables.mailOutbox).where(eq(mailTables.mailOutbox.to, owner.email));
    expect(mails.map((m) => m.subject)).toContain(`New booking #${id}`);

    const mine = await get<Paginated<MyAmbulanceBooking>>(CARE_BOOKING_API.myAmbulanceBookings, patient.token);
    expect(mine.data).toEqual([
      expect.objectContaining({
        id,
        status: 'Ready',
        ambulance_id: owner.providerId,
        reviewed: false,
        can_review: false,
        ...trip,
        ambulance: expect.objectContaining({
          driver_name: 'Md. Jamal Hossain',
          owner_name: 'Abdur Rahim',
          condition: 'AC',
          contact_phone: '01715000000',
          user: { name: owner.name, email: owner.email },
          reviews_count: 0,
          district: expect.objectContaining({ bn_name: expect.stringMatching(/^[\u0980-\u09FF ]+$/) }),
        }),
      }),
    ]);
    expect((await ownerList(owner.token)).data).toEqual([
      expect.objectContaining({
        id,
        status: 'Ready',
        payment_status: 'Pending',
        need_payment_crypt_id: null,
        user: expect.objectContaining({ id: patient.id, name: patient.name }),
        ...trip,
      }),
    ]);
    // Bad input: 422 on the field; a pending or unknown ambulance: 404 "This ambulance is unavailable".
    const blank = await post(patient.token, CARE_BOOKING_API.bookAmbulance(owner.providerId), { start_location: ' ' });
    expect(Object.keys(blank.json().errors).sort()).toEqual(['end_location', 'start_location']);
    const pending = await createTestAmbulance(db, 'pending');
    for (const ambulanceId of [pending.providerId, 9_999_999]) {
      const res404 = await post(patient.token, CARE_BOOKING_API.bookAmbulance(ambulanceId), trip);
      expect(res404.statusCode).toBe(404);
      expect(res404.json().message).toBe('This ambulance is unavailable');
    }
    await settle();
    expect(heard).toHaveLength(1);
  });

  it('only the owner completes, only from Ready; the flat service charge is then paid on the sandbox', async () => {
    const owner = await createTestAmbulance(db);
    const patient = await createTestUser(db);
    const id = await booked(patient.token, owner.providerId);
    const other = await createTestAmbulance(db);
    expect((await post(other.token, CARE_BOOKING_API.ambulanceComplete(id))).statusCode).toBe(404);
    expect((await post(patient.token, CARE_BOOKING_API.ambulanceComplete(id))).statusCode).toBe(403);
    expect((await ownerList(other.token)).data).toEqual([]);

    const done = await post(owner.token, CARE_BOOKING_API.ambulanceComplete(id));
    expect(done.statusCode, done.body).toBe(200);
    const booking = done.json<{ icon: string; booking: AmbulanceProviderBooking }>();
    expect(booking).toMatchObject({
      icon: 'success',
      booking: { status: 'Completed', payment_status: 'Pending', total_amount: 150 },
    });
    const payId = booking.booking.need_payment_crypt_id!;
    expect(payId).toEqual(expect.any(String));
    expect((await post(owner.token, CARE_BOOKING_API.ambulanceComplete(id))).statusCode).toBe(422);
    const [payment] = await db
      .select()
      .from(paymentsTables.payments)
      .where(eq(paymentsTables.payments.publicId, payId));
    expect(payment).toMatchObject({ purpose: 'provider_charge', userId: owner.id, amountPoisha: 15_000 });

    // Back office: the owner's unpaid charge.
    const admin = await createTestUser(db, [ROLE.Admin]);
    const due = await get<Paginated<AdminServiceChargeOwner>>(CARE_BOOKING_API.adminServiceCharges, admin.token);
    expect(due.data.find((o) => o.ambulance_id === owner.providerId)).toMatchObject({
      owner_name: 'Abdur Rahim',
      total_due: 150,
      bookings: [expect.objectContaining({ id, amount: 150 })],
    });
    expect(
      (await app.inject({ method: 'GET', url: CARE_BOOKING_API.adminServiceCharges, headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(403);

    // A failed attempt keeps the button; paying settles it and lands back on the owner's list.
    await payOnSandbox(app, payId, 'fail');
    expect((await ownerList(owner.token)).data[0]).toMatchObject({
      payment_status: 'Failed',
      need_payment_crypt_id: payId,
    });
    const back = await payOnSandbox(app, payId);
    expect(back.headers.location).toContain('/sp/ambulance/bookings?trn_status=success');
    expect((await ownerList(owner.token)).data[0]).toMatchObject({
      payment_status: 'Paid',
      need_payment_crypt_id: null,
    });
    const after = await get<Paginated<AdminServiceChargeOwner>>(CARE_BOOKING_API.adminServiceCharges, admin.token);
    expect(after.data.find((o) => o.ambulance_id === owner.providerId)).toBeUndefined();
    // Paid once: paying again changes nothing.
    const again = await payOnSandbox(app, payId);
    expect(again.headers.location).toContain('already%20been%20received');
    expect((await bookingRow(db, id)).paymentStatus).toBe('Paid');

    // The patient may now review the ambulance once.
    const reviewUrl = CARE_BOOKING_API.storeAmbulanceReview(owner.providerId, id);
    const review = { rating: 4, detail: 'Came in ten minutes, careful driver.', service: 'AmbulanceBooking' };
    expect((await post(patient.token, reviewUrl, review)).json()).toEqual({
      status: 'success',
      message: 'Thank you for your review.',
    });
    expect((await post(patient.token, reviewUrl, review)).statusCode).toBe(422);
    const mine = await get<Paginated<MyAmbulanceBooking>>(CARE_BOOKING_API.myAmbulanceBookings, patient.token);
    expect(mine.data[0]).toMatchObject({
      reviewed: true,
      can_review: false,
      ambulance: { reviews_count: 1, reviews_avg_rating: 4 },
    });
    const listed = await app.inject({ method: 'GET', url: `/api/review/show/ambulance-review/${owner.providerId}` });
    expect(listed.json().data).toEqual([expect.objectContaining({ service: 'AmbulanceBooking', rating: 4 })]);
  });

  it('a percent service charge needs the fare and is that share of it', async () => {
    await setSetting(db, 'ambulance_service_charge_type', 'percent');
    await setSetting(db, 'ambulance_service_charge', 10);
    try {
      const owner = await createTestAmbulance(db);
      const patient = await createTestUser(db);
      const id = await booked(patient.token, owner.providerId);
      const rule = await get(CARE_BOOKING_API.serviceChargeRule, owner.token);
      expect(rule).toEqual({ type: 'percent', value: 10 });
      const missing = await post(owner.token, CARE_BOOKING_API.ambulanceComplete(id));
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.fare).toEqual([
        'Please enter the fare of this trip: the service charge is a share of it.',
      ]);
      expect((await bookingRow(db, id)).status).toBe('Ready');
      const done = await post(owner.token, CARE_BOOKING_API.ambulanceComplete(id), { fare: 2450 });
      expect(done.json().booking).toMatchObject({ status: 'Completed', fare: 2450, total_amount: 245 });
    } finally {
      await setSetting(db, 'ambulance_service_charge_type', 'flat');
      await setSetting(db, 'ambulance_service_charge', 150);
    }
  });

  it('staff edit the service charge in the settings; a percent above 50 is refused', async () => {
    const admin = await createTestUser(db, [ROLE.Admin]);
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(admin.token), payload });
    expect((await put({ ambulance_service_charge_type: 'percent', ambulance_service_charge: 60 })).statusCode).toBe(
      422,
    );
    const ok = await put({ ambulance_service_charge: 200 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().settings).toMatchObject({ ambulance_service_charge_type: 'flat', ambulance_service_charge: 200 });
    await put({ ambulance_service_charge: 150 });
  });
});

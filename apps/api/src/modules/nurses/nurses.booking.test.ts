import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARE_BOOKING_API, ROLE, type MyNurseAppointment, type NurseBooking, type Paginated } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { bookingRow, dayWith, dhakaDay, moveBookingToToday, payOnSandbox } from '../../../test/bookings';
import { createTestNurse } from '../../../test/care-bookings';
import { multipart } from '../../../test/multipart';
import { picture, places } from '../../../test/providers';
import { createTestUser } from '../../../test/users';
import { mailTables } from '../mail';
import { paymentsTables } from '../payments';
import { nurseBookingDetails } from './nurses.tables';

describe('nurse appointments', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const { dhakaSub, otherDistrict, otherSub } = await places(db);
  const png = await picture('png');
  const jpeg = await picture('jpeg', '#a33');

  const fields = (over: Record<string, string | number> = {}) => ({
    country_id: 1,
    district_id: 13,
    sub_district_id: dhakaSub,
    location: 'House 12, Road 5, Mirpur 10',
    phone_no: '01711000111',
    purpose: 'Care after a knee operation',
    nurse_service: 'hour_12_day',
    app_date: dhakaDay(3),
    ...over,
  });
  const book = (
    token: string | null,
    nurseId: number,
    over: Record<string, string | number> = {},
    files = [
      { field: 'nid_passport_bs', data: png },
      { field: 'nid_passport_bs2', data: jpeg, filename: 'back.jpg', contentType: 'image/jpeg' },
    ],
  ) =>
    app.inject({
      method: 'POST',
      url: CARE_BOOKING_API.bookNurse(nurseId),
      ...multipart(fields(over), files, token ? bearer(token) : {}),
    });
  const get = async <T>(url: string, token: string) =>
    (await app.inject({ method: 'GET', url, headers: bearer(token) })).json<T>();
  const put = (url: string, token: string, payload?: object) =>
    app.inject({ method: 'PUT', url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const errorsOf = (res: { json(): { errors?: Record<string, string[]> } }) => res.json().errors ?? {};

  it('asks for a token', async () => {
    expect((await book(null, 1)).statusCode).toBe(401);
    for (const url of [CARE_BOOKING_API.myNurseAppointments, CARE_BOOKING_API.nurseAppointments]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'PUT', url: CARE_BOOKING_API.nurseComplete(1) })).statusCode).toBe(401);
  });

  it('books a 12-hour day package with ID pictures: Pending with Pay now, paid on the sandbox, then Ready', async () => {
    const nurse = await createTestNurse(db);
    const patient = await createTestUser(db);
    const res = await book(patient.token, nurse.providerId);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ need_payment: boolean; need_payment_id: string; booking_id: number }>();
    expect(answer).toMatchObject({ status: 'success', need_payment: true });
    const row = await bookingRow(db, answer.booking_id);
    expect(row).toMatchObject({ kind: 'nurse', status: 'Pending', totalPoisha: 250_000, slotDay: dhakaDay(3) });
    // 06:00 to 18:00 Bangladesh time (UTC+6).
    expect(row.slot).toContain(`${dhakaDay(3)} 00:00:00+00`);
    expect(row.slot).toContain(`${dhakaDay(3)} 12:00:00+00`);

    const mine = await get<Paginated<MyNurseAppointment>>(CARE_BOOKING_API.myNurseAppointments, patient.token);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      id: answer.booking_id,
      nurse_id: nurse.providerId,
      payment_later: false,
      total_amount: 2500,
      payment_status: 'Pending',
      need_payment_crypt_id: answer.need_payment_id,
      status: 'Pending',
      app_date: dhakaDay(3),
      app_time: '06:00',
      end_time: '18:00',
      nurse_service: 'hour_12_day',
      more_day: null,
      location: 'House 12, Road 5, Mirpur 10',
      nurse: expect.objectContaining({ id: nurse.providerId, name: nurse.name, location: 'Mirpur 10' }),
    });
    // Its places with their Bengali names, for a Bengali screen.
    expect(mine.data[0].nurse.district).toEqual(expect.objectContaining({ name: 'Dhaka', bn_name: 'ঢাকা' }));
    // Both ID pictures are private: signed addresses open them, a bare or altered address does not.
    const images = mine.data[0].id_images;
    expect(images.map((i) => i.field)).toEqual(['nid_passport_bs', 'nid_passport_bs2']);
    const opened = await app.inject({ method: 'GET', url: images[0].image });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('image/webp');
    const bare = images[0].image.split('?')[0];
    expect((await app.inject({ method: 'GET', url: bare })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: images[0].image.replace('nid_passport_bs?', 'nid_passport_bs2?') }))
        .statusCode,
    ).toBe(404);
    expect(bare).not.toContain('/storage/');

    // The nurse sees it, with the same pictures; another nurse does not.
    const list = await get<Paginated<NurseBooking>>(CARE_BOOKING_API.nurseAppointments, nurse.token);
    expect(list.data[0]).toMatchObject({
      id: answer.booking_id,
      phone_no: '01711000111',
      district: 'Dhaka',
      nurse_service: 'hour_12_day',
      purpose: 'Care after a knee operation',
      user: expect.objectContaining({ id: patient.id }),
    });
    expect(list.data[0].id_images).toHaveLength(2);
    // A nurse working in Bengali reads the place in Bengali.
    const bn = (
      await app.inject({
        method: 'GET',
        url: CARE_BOOKING_API.nurseAppointments,
        headers: { ...bearer(nurse.token), 'accept-language': 'bn' },
      })
    ).json<Paginated<NurseBooking>>();
    expect(bn.data[0]).toMatchObject({ country: 'বাংলাদেশ', district: 'ঢাকা' });
    const other = await createTestNurse(db);
    expect((await get<Paginated<NurseBooking>>(CARE_BOOKING_API.nurseAppointments, other.token)).data).toEqual([]);

    const mails = await db
      .select()
      .from(mailTables.mailOutbox)
      .where(sql`${mailTables.mailOutbox.subject} LIKE ${`%#${answer.booking_id}%`}`);
    expect(mails.map((m) => m.to).sort()).toEqual([nurse.email, patient.email].sort());

    const back = await payOnSandbox(app, answer.need_payment_id);
    expect(back.headers.location).toContain('/profile/my-nurse-appointment?trn_status=success');
    expect(await bookingRow(db, answer.booking_id)).toMatchObject({ status: 'Ready', paymentStatus: 'Paid' });
  });

  it('keeps the form to the nurse: Bangladesh, her district, her weekdays, the window, her packages, pictures', async () => {
    // Works Mondays only (code 1), offers no 24-hour package.
    const nurse = await createTestNurse(db, {
      days: [1],
      packages: ['one_call', 'hour_6_morning', 'hour_6_evening', 'hour_12_day', 'hour_12_night'],
    });
    const patient = await createTestUser(db);
    const monday = dayWith(2, (id) => id === 2);
    const tuesday = dayWith(2, (id) => id === 3);
    const cases: Array<[Record<string, string | number>, string, string]> = [
      [{ country_id: 2 }, 'country_id', 'The selected country is invalid.'],
      [
        { district_id: otherDistrict, sub_district_id: otherSub },
        'district_id',
        "Please choose the nurse's own district.",
      ],
      [{ sub_district_id: otherSub }, 'sub_district_id', ''],
      [{ app_date: tuesday }, 'app_date', 'The nurse does not work on this day. Please choose another date.'],
      [{ app_date: dhakaDay(-1) }, 'app_date', 'Invalid appointment date'],
      [{ app_date: dhakaDay(61) }, 'app_date', 'Invalid appointment date'],
      [
        { app_date: monday, nurse_service: 'hour_24' },
        'nurse_service',
        'The nurse does not offer this service on the chosen day.',
      ],
      [{ app_date: monday, nurse_service: 'hour_48' }, 'nurse_service', ''],
      [{ app_date: monday, more_day: 1 }, 'more_day', ''],
      [{ app_date: monday, more_day: 31 }, 'more_day', ''],
      [{ app_date: monday, phone_no: 'call me' }, 'phone_no', ''],
      [{ app_date: monday, location: '' }, 'location', ''],
    ];
    for (const [over, field, message] of cases) {
      const res = await book(patient.token, nurse.providerId, { app_date: monday, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(Object.keys(errorsOf(res)), JSON.stringify(over)).toContain(field);
      if (message) expect(errorsOf(res)[field][0]).toBe(message);
    }
    // Pictures: the first is required; each must really be a PNG or JPEG.
    const missing = await book(patient.token, nurse.providerId, { app_date: monday }, []);
    expect(Object.keys(errorsOf(missing))).toEqual(['nid_passport_bs']);
    const fake = await book(patient.token, nurse.providerId, { app_date: monday }, [
      { field: 'nid_passport_bs', data: Buffer.from('GIF89a not a picture') },
      { field: 'nid_passport_bs2', data: Buffer.from('%PDF-1.4') },
    ]);
    expect(Object.keys(errorsOf(fake)).sort()).toEqual(['nid_passport_bs', 'nid_passport_bs2']);
    // An unknown, pending or suspended nurse: 404 "This nurse is unavailable".
    const pending = await createTestNurse(db, { status: 'pending' });
    for (const id of [pending.providerId, 9_999_999]) {
      const res = await book(patient.token, id, { app_date: monday });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This nurse is unavailable');
    }
    // Nothing was written, no picture kept.
    expect(await db.select().from(nurseBookingDetails).where(eq(nurseBookingDetails.phoneNo, 'call me'))).toEqual([]);
    // The right form books: the second picture is optional.
    const ok = await book(patient.token, nurse.providerId, { app_date: monday }, [
      { field: 'nid_passport_bs', data: png },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses overlapping package hours, 24-hour and multi-day ones included, whatever the race', async () => {
    const nurse = await createTestNurse(db);
    const patients = await Promise.all(Array.from({ length: 6 }, () => createTestUser(db)));
    const day = dhakaDay(5);
    // Six patients at once, all wanting the morning of the same day: exactly one wins.
    const race = await Promise.all(
      patients.map((p, i) =>
        book(p.token, nurse.providerId, { app_date: day, nurse_service: i % 2 ? 'hour_6_morning' : 'hour_12_day' }),
      ),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    for (const lost of race.filter((r) => r.statusCode === 422)) {
      expect(errorsOf(lost).nurse_service).toEqual([
        'The nurse is already booked for these hours. Please choose another date or service.',
      ]);
    }
    const [p1, p2, p3] = patients;
    // The night of the same day does not overlap the day (06:00-18:00); a 24-hour package from the next
    // morning does not overlap the night (18:00-06:00), but the following morning does.
    expect((await book(p1.token, nurse.providerId, { app_date: day, nurse_service: 'hour_12_night' })).statusCode).toBe(
      200,
    );
    expect(
      (await book(p2.token, nurse.providerId, { app_date: dhakaDay(6), nurse_service: 'hour_24' })).statusCode,
    ).toBe(200);
    const next = await book(p3.token, nurse.providerId, { app_date: dhakaDay(7), nurse_service: 'hour_6_evening' });
    expect(next.statusCode).toBe(200);
    const overlap24 = await book(p3.token, nurse.providerId, {
      app_date: dhakaDay(6),
      nurse_service: 'hour_6_evening',
    });
    expect(overlap24.statusCode).toBe(422);
    // Three mornings from day 10 hold days 10-12; day 12's morning is taken, day 13's is free.
    const multi = await book(p1.token, nurse.providerId, {
      app_date: dhakaDay(10),
      nurse_service: 'hour_6_morning',
      more_day: 3,
    });
    expect(multi.statusCode).toBe(200);
    expect(
      (await book(p2.token, nurse.providerId, { app_date: dhakaDay(12), nurse_service: 'hour_6_morning' })).statusCode,
    ).toBe(422);
    expect(
      (await book(p2.token, nurse.providerId, { app_date: dhakaDay(13), nurse_service: 'hour_6_morning' })).statusCode,
    ).toBe(200);
    // A one call visit holds no hours.
    expect((await book(p3.token, nurse.providerId, { app_date: day, nurse_service: 'one_call' })).statusCode).toBe(200);
    // A cancelled booking frees its hours.
    const won = race.find((r) => r.statusCode === 200)!.json<{ booking_id: number }>().booking_id;
    const winner = patients[race.findIndex((r) => r.statusCode === 200)];
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/auth/bookings/${won}/cancel`,
      headers: bearer(winner.token),
    });
    expect(cancel.statusCode).toBe(200);
    expect(
      (await book(p3.token, nurse.providerId, { app_date: day, nurse_service: 'hour_6_morning' })).statusCode,
    ).toBe(200);
  });

  it('a booking of more than one day waits for the agreed price, then the patient is mailed and may pay', async () => {
    const nurse = await createTestNurse(db);
    const patient = await createTestUser(db);
    const res = await book(patient.token, nurse.providerId, {
      app_date: dhakaDay(20),
      nurse_service: 'hour_24',
      more_day: 4,
    });
    expect(res.json()).toMatchObject({ status: 'success', need_payment: false, need_payment_id: null });
    const id = res.json<{ booking_id: number }>().booking_id;
    const mine = async () =>
      (await get<Paginated<MyNurseAppointment>>(CARE_BOOKING_API.myNurseAppointments, patient.token)).data[0];
    expect(await mine()).toMatchObject({
      id,
      status: 'Pending',
      payment_later: true,
      need_payment_crypt_id: null,
      more_day: 4,
      end_date: dhakaDay(24),
      end_time: '06:00',
    });
    // Four days of 24 hours hold the nurse to the fifth morning.
    const other = await createTestUser(db);
    expect(
      (await book(other.token, nurse.providerId, { app_date: dhakaDay(23), nurse_service: 'hour_12_night' }))
        .statusCode,
    ).toBe(422);

    // Only the booking's nurse (404 for another, 403 for a non-nurse) and a positive price.
    const stranger = await createTestNurse(db);
    expect((await put(CARE_BOOKING_API.nurseAgreedPrice(id), stranger.token, { price: 9000 })).statusCode).toBe(404);
    expect((await put(CARE_BOOKING_API.nurseAgreedPrice(id), patient.token, { price: 9000 })).statusCode).toBe(403);
    expect((await put(CARE_BOOKING_API.nurseAgreedPrice(id), nurse.token, { price: 0 })).statusCode).toBe(422);
    const agreed = await put(CARE_BOOKING_API.nurseAgreedPrice(id), nurse.token, { price: 16000 });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().appointment).toMatchObject({ payment_later: false, total_amount: 16000 });
    const after = await mine();
    expect(after).toMatchObject({ payment_later: false, total_amount: 16000, status: 'Pending' });
    expect(after.need_payment_crypt_id).toEqual(expect.any(String));
    const [mail] = await db
      .select()
      .from(mailTables.mailOutbox)
      .where(eq(mailTables.mailOutbox.subject, `Price agreed for booking #${id}: please pay`));
    expect(mail.to).toBe(patient.email);
    // Once set, the price cannot be set again.
    expect((await put(CARE_BOOKING_API.nurseAgreedPrice(id), nurse.token, { price: 100 })).statusCode).toBe(422);
    // The payment is of the agreed amount; paying makes it Ready.
    const [payment] = await db
      .select()
      .from(paymentsTables.payments)
      .where(eq(paymentsTables.payments.publicId, after.need_payment_crypt_id!));
    expect(payment.amountPoisha).toBe(1_600_000);
    await payOnSandbox(app, after.need_payment_crypt_id!);
    expect(await mine()).toMatchObject({ status: 'Ready', payment_status: 'Paid' });

    // Staff may set the price from the back office (audited); a priced booking is refused.
    const second = await book(patient.token, nurse.providerId, {
      app_date: dhakaDay(40),
      nurse_service: 'hour_6_morning',
      more_day: 2,
    });
    const secondId = second.json<{ booking_id: number }>().booking_id;
    const admin = await createTestUser(db, [ROLE.Admin]);
    expect((await put(CARE_BOOKING_API.adminAgreedPrice(secondId), patient.token, { price: 3000 })).statusCode).toBe(
      403,
    );
    const staff = await put(CARE_BOOKING_API.adminAgreedPrice(secondId), admin.token, { price: 3000 });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().data).toMatchObject({
      id: secondId,
      total_amount: 3000,
      need_payment_crypt_id: expect.any(String),
    });
    expect((await put(CARE_BOOKING_API.adminAgreedPrice(id), admin.token, { price: 3000 })).statusCode).toBe(422);
  });

  it('the nurse marks only her own Ready appointments Completed; then the patient reviews once', async () => {
    const nurse = await createTestNurse(db);
    const patient = await createTestUser(db);
    const res = await book(patient.token, nurse.providerId, {
      app_date: dhakaDay(30),
      nurse_service: 'hour_6_evening',
    });
    const { booking_id: id, need_payment_id } = res.json<{ booking_id: number; need_payment_id: string }>();
    // Pending (unpaid) cannot be completed.
    expect((await put(CARE_BOOKING_API.nurseComplete(id), nurse.token)).statusCode).toBe(422);
    await payOnSandbox(app, need_payment_id);
    const other = await createTestNurse(db);
    expect((await put(CARE_BOOKING_API.nurseComplete(id), other.token)).statusCode).toBe(404);
    expect((await put(CARE_BOOKING_API.nurseComplete(id), patient.token)).statusCode).toBe(403);
    // Not before its day (bookings.completion.test.ts).
    expect((await put(CARE_BOOKING_API.nurseComplete(id), nurse.token)).statusCode).toBe(422);
    await moveBookingToToday(db, id);
    const review = { rating: 5, detail: 'Very caring and always on time.' };
    const reviewUrl = CARE_BOOKING_API.storeNurseReview(nurse.providerId, id);
    expect(
      (await app.inject({ method: 'POST', url: reviewUrl, headers: bearer(patient.token), payload: review }))
        .statusCode,
    ).toBe(422);
    const done = await put(CARE_BOOKING_API.nurseComplete(id), nurse.token);
    expect(done.json()).toMatchObject({
      status: 'success',
      message: 'Status successfully updated.',
      appointment: { status: 'Completed' },
    });
    expect((await put(CARE_BOOKING_API.nurseComplete(id), nurse.token)).statusCode).toBe(422);
    expect(
      (await get<Paginated<MyNurseAppointment>>(CARE_BOOKING_API.myNurseAppointments, patient.token)).data[0],
    ).toMatchObject({
      can_review: true,
    });

    const post = (token: string, url: string) =>
      app.inject({ method: 'POST', url, headers: bearer(token), payload: review });
    expect((await post(patient.token, CARE_BOOKING_API.storeNurseReview(other.providerId, id))).statusCode).toBe(404);
    expect((await post(patient.token, CARE_BOOKING_API.storeAmbulanceReview(nurse.providerId, id))).statusCode).toBe(
      404,
    );
    const stranger = await createTestUser(db);
    expect((await post(stranger.token, reviewUrl)).statusCode).toBe(404);
    expect((await post(patient.token, reviewUrl)).json()).toEqual({
      status: 'success',
      message: 'Thank you for your review.',
    });
    expect((await post(patient.token, reviewUrl)).statusCode).toBe(422);
    const reviews = await app.inject({ method: 'GET', url: `/api/review/show/nurse-review/${nurse.providerId}` });
    expect(reviews.json().data).toEqual([expect.objectContaining({ rating: 5, service: 'NurseAppointment' })]);
    expect(
      (await get<Paginated<MyNurseAppointment>>(CARE_BOOKING_API.myNurseAppointments, patient.token)).data[0],
    ).toMatchObject({
      reviewed: true,
      can_review: false,
    });
  });
});

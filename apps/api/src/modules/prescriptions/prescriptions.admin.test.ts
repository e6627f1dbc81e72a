import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHOD,
  ROLE,
  type AdminPrescription,
  type AdminPrescriptionsResponse,
  type MyOrdersResponse,
  type MyPrescriptionsResponse,
} from '@nirog/contracts';
import { bearer } from '../../../test/helpers';
import { cartTables } from '../cart';
import { insertProducts } from '../catalog';
import { mailTables } from '../mail';
import { prescriptionsTables } from './index';
import { addTestAddress, createTestUser } from '../../../test/users';
import { createPharmacyTestApp, imagePart, postPrescription, smallPng } from './prescriptions.test-support';
import { toBengaliDigits } from '../../lib/i18n';

const { prescriptions } = prescriptionsTables;

describe('back office: prescriptions', async () => {
  const { app, database } = await createPharmacyTestApp();
  const db = database.db;
  const png = await smallPng();
  const admin = await createTestUser(db, [ROLE.Admin]);
  const pharmacist = await createTestUser(db, [ROLE.Pharmacist]);
  const doctor = await createTestUser(db, [ROLE.Doctor]);
  const patient = await createTestUser(db);
  await addTestAddress(app, patient.token);
  const stamp = `${process.pid}-${Math.random().toString(36).slice(2, 7)}`;
  const [napa, seclo, old] = await insertProducts(db, [
    { slug: `rx-napa-${stamp}`, title: 'Napa 500', bnTitle: 'নাপা ৫০০', price: 1.2 },
    { slug: `rx-seclo-${stamp}`, title: 'Seclo 20', price: 50, discount: 10 },
    { slug: `rx-old-${stamp}`, title: 'Old Syrup', price: 10, active: false },
  ]);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, lang = 'en') =>
    app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), 'accept-language': lang } });
  const upload = async (lang = 'en', who = patient) => {
    const res = await postPrescription(app, who.token, [imagePart(png), imagePart(png)], { day_for: 15 }, lang);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const mailsTo = (email: string) =>
    db
      .select()
      .from(mailTables.mailOutbox)
      .where(eq(mailTables.mailOutbox.to, email))
      .orderBy(mailTables.mailOutbox.id);
  const statusOf = async (id: number) => (await db.select().from(prescriptions).where(eq(prescriptions.id, id)))[0];

  it('is for Admin and Pharmacist only: 401 for guests, 403 for patients and doctors', async () => {
    const id = await upload();
    const routes = [
      ['GET', '/api/admin/prescriptions'],
      ['GET', `/api/admin/prescriptions/${id}`],
      ['PUT', `/api/admin/prescriptions/${id}/status`, { status: 'Reviewed' }],
      ['POST', `/api/admin/prescriptions/${id}/order`, { items: [{ product_id: napa, qty: 1 }], payment_method: 2 }],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, patient.token, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, doctor.token, payload)).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/api/admin/prescriptions', pharmacist.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/prescriptions/${id}`, admin.token)).statusCode).toBe(200);
    expect((await statusOf(id)).status).toBe('Pending');
  });

  it('lists the queue with filters on status and customer, with a signed thumbnail', async () => {
    const someone = await createTestUser(db);
    await addTestAddress(app, someone.token);
    const a = await upload('en', someone);
    const b = await upload('en', someone);
    await db
      .update(prescriptions)
      .set({ createdAt: new Date('2026-01-01T10:00:00Z') })
      .where(eq(prescriptions.id, b));

    let res = await call('GET', '/api/admin/prescriptions', pharmacist.token);
    let body = res.json() as AdminPrescriptionsResponse;
    expect(body.per_page).toBe(20);
    expect(body.data[0]).toMatchObject({
      id: a,
      status: 'Pending',
      day_for: 15,
      image_count: 2,
      order_id: null,
      customer: { id: someone.id, name: someone.name, email: someone.email },
    });
    expect((await call('GET', body.data[0].thumbnail!)).statusCode).toBe(200);

    // The Pending queue is worked oldest first.
    res = await call(
      'GET',
      `/api/admin/prescriptions?status=Pending&customer=${encodeURIComponent(someone.email)}`,
      admin.token,
    );
    body = res.json();
    expect(body.data.map((p) => p.id)).toEqual([b, a]);
    res = await call('GET', `/api/admin/prescriptions?customer=%23${a}`, admin.token);
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual([a]);
    res = await call(
      'GET',
      `/api/admin/prescriptions?customer=${encodeURIComponent(someone.name.toUpperCase())}`,
      admin.token,
    );
    expect(res.json().total).toBe(2);
    res = await call('GET', '/api/admin/prescriptions?status=Declined&customer=nobody-like-this', admin.token);
    expect(res.json()).toMatchObject({ total: 0, data: [] });
    res = await call('GET', '/api/admin/prescriptions?status=Lost', admin.token);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['status']);
  });

  it('shows one prescription with signed pictures, the customer, the address and fee; 404 for an unknown one', async () => {
    const id = await upload();
    const res = await call('GET', `/api/admin/prescriptions/${id}`, pharmacist.token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminPrescription;
    expect(body).toMatchObject({
      id,
      status: 'Pending',
      customer: { id: patient.id, email: patient.email },
      shipping_address: { name: 'Rahima Khatun', district: { name: 'Dhaka' } },
      shipping_fee: expect.any(Number),
      history: [],
      order: null,
    });
    expect(body.beimages).toHaveLength(2);
    for (const image of body.beimages) expect((await call('GET', image.image)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/prescriptions/999999', admin.token)).statusCode).toBe(404);
  });

  it('marks Reviewed or Declined with a note, audited, and mails the patient in the language they uploaded in', async () => {
    const id = await upload('bn');
    const before = (await mailsTo(patient.email)).length;
    let res = await call('PUT', `/api/admin/prescriptions/${id}/status`, pharmacist.token, {
      status: 'Reviewed',
      note: 'Seclo 20 instead of Omeprazole 20 mg',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The prescription is marked Reviewed and the patient has been told by e-mail.');
    expect(res.json().data).toMatchObject({
      status: 'Reviewed',
      note: 'Seclo 20 instead of Omeprazole 20 mg',
      reviewed_at: expect.any(String),
      history: [
        { action: 'prescription_reviewed', actor: { id: pharmacist.id }, details: { from: 'Pending', to: 'Reviewed' } },
      ],
    });
    let mails = await mailsTo(patient.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe(`আপনার প্রেসক্রিপশন #${toBengaliDigits(String(id))} পর্যালোচনা করা হয়েছে`);
    expect(mails.at(-1)!.text).toContain('Seclo 20 instead of Omeprazole 20 mg');
    expect(mails.at(-1)!.text).toContain('http://nirog.localhost/profile/my-prescription');

    res = await call('PUT', `/api/admin/prescriptions/${id}/status`, admin.token, { status: 'Declined', note: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ note: ['The note field is required.'] });
    res = await call('PUT', `/api/admin/prescriptions/${id}/status`, admin.token, { status: 'Ordered' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['status']);
    res = await call('PUT', `/api/admin/prescriptions/${id}/status`, admin.token, {
      status: 'Declined',
      note: 'The picture is too blurred to read',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Declined', note: 'The picture is too blurred to read' });
    expect(res.json().data.history[0]).toMatchObject({ action: 'prescription_declined', actor: { id: admin.id } });
    mails = await mailsTo(patient.email);
    expect(mails).toHaveLength(before + 2);
    expect(mails.at(-1)!.text).toContain('কারণ: The picture is too blurred to read');

    // The patient sees the answer in My prescriptions.
    const mine = (await call('GET', '/api/auth/get/my-prescription', patient.token)).json() as MyPrescriptionsResponse;
    expect(mine.data.find((p) => p.id === id)).toMatchObject({
      status: 'Declined',
      note: 'The picture is too blurred to read',
    });
    expect(
      (await call('PUT', '/api/admin/prescriptions/999999/status', admin.token, { status: 'Reviewed' })).statusCode,
    ).toBe(404);
  });

  it('creates an online order from a prescription: Ordered, in My orders with Pay now, once only', async () => {
    const id = await upload();
    const mailsBefore = (await mailsTo(patient.email)).length;
    const res = await call('POST', `/api/admin/prescriptions/${id}/order`, pharmacist.token, {
      items: [
        { product_id: seclo, qty: 2 },
        { product_id: napa, qty: 10 },
      ],
      payment_method: PAYMENT_METHOD.Online,
      note: 'Omeprazole given as Seclo 20',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { message: string; data: AdminPrescription };
    const orderId = body.data.order!.id;
    expect(body.message).toBe(`Order #${orderId} was created for the patient, who has been told by e-mail.`);
    expect(body.data).toMatchObject({
      status: 'Ordered',
      note: 'Omeprazole given as Seclo 20',
      order: { id: orderId, order_status: 'Pending', payment_status: 'Pending' },
      history: [{ action: 'prescription_ordered', actor: { id: pharmacist.id }, details: { order_id: orderId } }],
    });
    // 2 × 45 + 10 × 1.20 + delivery inside Dhaka.
    expect(body.data.order!.total_amount).toBe(102 + body.data.shipping_fee);

    const orders = (await call('GET', '/api/auth/order/my-orders', patient.token)).json() as MyOrdersResponse;
    const order = orders.data.find((o) => o.id === orderId)!;
    expect(order).toMatchObject({ payment_method: 1, payment_status: 'Pending', order_status: 'Pending' });
    expect(order.need_payment_crypt_id).toEqual(expect.any(String));
    expect(order.order_items.map((i) => [i.product_title, i.product_bn_title, i.qty])).toEqual([
      ['Seclo 20', null, 2],
      ['Napa 500', 'নাপা ৫০০', 10],
    ]);
    const mine = (await call('GET', '/api/auth/get/my-prescription', patient.token)).json() as MyPrescriptionsResponse;
    expect(mine.data.find((p) => p.id === id)!.order).toEqual({
      id: orderId,
      order_status: 'Pending',
      payment_status: 'Pending',
      total_amount: order.total_amount,
      created_at: order.created_at,
      placed_by: 'pharmacist',
      prescription_check: null,
    });
    // The cart module's order mail is the only mail.
    expect((await mailsTo(patient.email)).length).toBe(mailsBefore + 1);

    const again = await call('POST', `/api/admin/prescriptions/${id}/order`, admin.token, {
      items: [{ product_id: napa, qty: 1 }],
      payment_method: PAYMENT_METHOD.CashOnDelivery,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      status: [
        `Order #${orderId} is already placed with this prescription; a new order can be made from it only if that one is cancelled.`,
      ],
    });
    const status = await call('PUT', `/api/admin/prescriptions/${id}/status`, admin.token, { status: 'Reviewed' });
    expect(status.statusCode).toBe(422);
    expect(Object.keys(status.json().errors)).toEqual(['status']);
    const ordersAfter = (await call('GET', '/api/auth/order/my-orders', patient.token)).json() as MyOrdersResponse;
    expect(ordersAfter.total).toBe(orders.total);
  });

  it('creates a cash-on-delivery order from a reviewed prescription (no Pay now)', async () => {
    const id = await upload();
    await call('PUT', `/api/admin/prescriptions/${id}/status`, pharmacist.token, { status: 'Reviewed' });
    const res = await call('POST', `/api/admin/prescriptions/${id}/order`, admin.token, {
      items: [{ product_id: napa, qty: 3 }],
      payment_method: PAYMENT_METHOD.CashOnDelivery,
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().data.order.id as number;
    const orders = (await call('GET', '/api/auth/order/my-orders', patient.token)).json() as MyOrdersResponse;
    expect(orders.data.find((o) => o.id === orderId)).toMatchObject({ payment_method: 2, need_payment_crypt_id: null });
    expect(res.json().data.note).toBeNull();
  });

  it('refuses orders it cannot make, leaving the prescription as it was', async () => {
    const countOrders = async () =>
      (await db.select().from(cartTables.orders).where(eq(cartTables.orders.userId, patient.id))).length;
    const id = await upload();
    const ordersBefore = await countOrders();

    let res = await call('POST', `/api/admin/prescriptions/${id}/order`, admin.token, {
      items: [
        { product_id: napa, qty: 1 },
        { product_id: old, qty: 1 },
      ],
      payment_method: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['items.1.product_id']);

    res = await call('POST', `/api/admin/prescriptions/${id}/order`, admin.token, {
      items: [],
      payment_method: 3,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['items', 'payment_method']);

    res = await call('POST', `/api/admin/prescriptions/${id}/order`, admin.token, {
      items: [{ product_id: 'x', qty: 0 }],
      payment_method: 2,
    });
    expect(Object.keys(res.json().errors).sort()).toEqual(['items.0.product_id', 'items.0.qty']);

    // A patient without an address (their prescription came in before it was removed).
    const moved = await createTestUser(db);
    const [orphan] = await db.insert(prescriptions).values({ userId: moved.id, dayFor: 3 }).returning();
    res = await call('POST', `/api/admin/prescriptions/${orphan.id}/order`, admin.token, {
      items: [{ product_id: napa, qty: 1 }],
      payment_method: 2,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['shipping_address']);
    expect((await statusOf(orphan.id)).status).toBe('Pending');

    await call('PUT', `/api/admin/prescriptions/${id}/status`, admin.token, { status: 'Declined', note: 'Expired' });
    res = await call('POST', `/api/admin/prescriptions/${id}/order`, admin.token, {
      items: [{ product_id: napa, qty: 1 }],
      payment_method: 2,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ status: ['This prescription was declined; no order can be made from it.'] });
    expect(
      (
        await call('POST', '/api/admin/prescriptions/999999/order', admin.token, {
          items: [{ product_id: napa, qty: 1 }],
          payment_method: 2,
        })
      ).statusCode,
    ).toBe(404);
    expect(await countOrders()).toBe(ordersBefore);
  });

  it('makes the order and the Ordered status in one transaction: a late failure leaves no order and the prescription Pending', async () => {
    const id = await upload();
    const ordersBefore = (await db.select().from(cartTables.orders).where(eq(cartTables.orders.userId, patient.id)))
      .length;
    const mailsBefore = (await mailsTo(patient.email)).length;
    // The audit entry is written last: refusing it fails the action after the order was made.
    await db.execute(sql`CREATE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'prescription_ordered' THEN RAISE EXCEPTION 'refused by test'; END IF; RETURN NEW; END $$`);
    await db.execute(sql`CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION test_refuse_audit()`);
    try {
      const res = await call('POST', `/api/admin/prescriptions/${id}/order`, admin.token, {
        items: [{ product_id: napa, qty: 2 }],
        payment_method: 1,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER test_refuse_audit ON audit_log`);
      await db.execute(sql`DROP FUNCTION test_refuse_audit()`);
    }
    expect(await statusOf(id)).toMatchObject({ status: 'Pending', orderId: null, reviewedAt: null });
    expect((await db.select().from(cartTables.orders).where(eq(cartTables.orders.userId, patient.id))).length).toBe(
      ordersBefore,
    );
    expect((await mailsTo(patient.email)).length).toBe(mailsBefore);
    // Nothing was left half-done: the same order goes through now.
    const res = await call('POST', `/api/admin/prescriptions/${id}/order`, admin.token, {
      items: [{ product_id: napa, qty: 2 }],
      payment_method: 1,
    });
    expect(res.statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD, ROLE, type AdminOrder, type MyOrdersResponse } from '@nirog/contracts';
import { toBengaliDigits } from '../../lib/i18n';
import { bearer, createTestApp } from '../../../test/helpers';
import { addTestAddress, createTestUser } from '../../../test/users';
import { adminTables } from '../admin';
import { insertProducts } from '../catalog';
import { mailTables } from '../mail';
import { prescriptionsTables } from '../prescriptions';
import { cartTables } from './index';

const { orders } = cartTables;
const { prescriptions } = prescriptionsTables;

describe('orders with prescription-only medicines (issue 11 item 12)', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const stamp = `${process.pid}-${Math.random().toString(36).slice(2, 7)}`;
  const [napa, rx] = await insertProducts(db, [
    { slug: `rx-napa-${stamp}`, title: 'Napa 500', price: 1.2 },
    { slug: `rx-cef-${stamp}`, title: 'Cef-3 200', price: 35, prescriptionRequired: true },
  ]);
  const pharmacist = await createTestUser(db, [ROLE.Pharmacist]);
  const buyer = await createTestUser(db);
  await addTestAddress(app, buyer.token);
  const other = await createTestUser(db);

  const prescriptionOf = async (userId: number, status: 'Pending' | 'Reviewed' | 'Declined' = 'Pending') =>
    (await db.insert(prescriptions).values({ userId, dayFor: 7, status }).returning({ id: prescriptions.id }))[0].id;
  const mine = await prescriptionOf(buyer.id);
  const theirs = await prescriptionOf(other.id);
  const declined = await prescriptionOf(buyer.id, 'Declined');

  const call = (url: string, token: string, payload?: object, lang = 'en', method: 'GET' | 'POST' = 'POST') =>
    app.inject({ method, url, payload, headers: { ...bearer(token), 'accept-language': lang } });
  const store = (payload: object, lang = 'en') =>
    call(
      '/api/cart/order/store',
      buyer.token,
      { payment_method: PAYMENT_METHOD.CashOnDelivery, cart_contents: [{ id: rx, qty: 1 }], ...payload },
      lang,
    );
  const placeRx = async () => {
    const res = await store({ prescription_id: mine });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order_id as number;
  };
  const status = (id: number, order_status: string) =>
    call(`/api/admin/orders/${id}/status`, pharmacist.token, { order_status });

  it('refuses an Rx order without a prescription, with a 422 on prescription_id in en and bn', async () => {
    const res = await store({
      cart_contents: [
        { id: napa, qty: 2 },
        { id: rx, qty: 1 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      prescription_id: [
        'Your cart has prescription-only medicines. Attach one of your prescriptions or upload a new one.',
      ],
    });
    const bn = await store({}, 'bn');
    expect(bn.statusCode).toBe(422);
    expect(bn.json().errors.prescription_id[0]).toContain('প্রেসক্রিপশন');
  });

  it("refuses another user's prescription, a declined one and one that does not exist", async () => {
    for (const id of [theirs, declined, 2 ** 31 - 1]) {
      const res = await store({ prescription_id: id });
      expect(res.statusCode, String(id)).toBe(422);
      expect(res.json().errors).toEqual({
        prescription_id: ['Choose one of your own prescriptions that a pharmacist has not declined.'],
      });
    }
    const bad = await store({ prescription_id: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['prescription_id']);
  });

  it('needs no prescription for over-the-counter products (one sent is ignored)', async () => {
    const res = await call('/api/cart/order/store', buyer.token, {
      payment_method: PAYMENT_METHOD.CashOnDelivery,
      cart_contents: [{ id: napa, qty: 1 }],
      prescription_id: theirs,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(orders).where(eq(orders.id, res.json().order_id));
    expect(row).toMatchObject({ prescriptionId: null, prescriptionCheck: null });
    expect((await status(row.id, 'Processing')).statusCode).toBe(200);
  });

  it('records the prescription, keeps the order Pending and shows the check to the customer and staff', async () => {
    const id = await placeRx();
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'Pending', prescriptionId: mine, prescriptionCheck: 'Awaiting' });
    const my = (
      await call('/api/auth/order/my-orders', buyer.token, undefined, 'en', 'GET')
    ).json() as MyOrdersResponse;
    expect(my.data.find((o) => o.id === id)).toMatchObject({
      order_status: 'Pending',
      prescription: { id: mine, check: 'Awaiting' },
    });
    const list = await call('/api/admin/orders', pharmacist.token, undefined, 'en', 'GET');
    expect(list.json().data.find((o: { id: number }) => o.id === id).prescription).toEqual({
      id: mine,
      check: 'Awaiting',
    });
  });

  it("tells the customer in the order's mail that a pharmacist checks the prescription first, in en and bn", async () => {
    const id = await placeRx();
    const bnRes = await store({ prescription_id: mine }, 'bn');
    expect(bnRes.statusCode, bnRes.body).toBe(200);
    const bnId = bnRes.json().order_id as number;
    const over = await store({ cart_contents: [{ id: napa, qty: 1 }] });
    const mailOf = async (orderId: number) => {
      const mails = await db.select().from(mailTables.mailOutbox).where(eq(mailTables.mailOutbox.to, buyer.email));
      return mails.find(
        (m) => m.subject.endsWith(`#${orderId}`) || m.subject.endsWith(`#${toBengaliDigits(String(orderId))}`),
      )!;
    };
    expect((await mailOf(id)).text).toContain(
      'A pharmacist checks the prescription you attached before your order is processed; My orders shows the result.',
    );
    expect((await mailOf(bnId)).text).toContain(
      'আপনার দেওয়া প্রেসক্রিপশন একজন ফার্মাসিস্ট যাচাই করার পর অর্ডারটি প্রক্রিয়া করা হবে',
    );
    expect((await mailOf(over.json().order_id)).text).not.toContain('A pharmacist checks the prescription');
  });

  it('refuses Processing (and later stages) until the prescription is confirmed, then allows it', async () => {
    const id = await placeRx();
    for (const stage of ['Processing', 'Shipped', 'Delivered', 'Completed']) {
      const res = await status(id, stage);
      expect(res.statusCode, stage).toBe(422);
      expect(res.json().errors.order_status[0]).toBe(
        `A pharmacist must confirm the prescription of this order before it can move to ${stage}.`,
      );
    }
    const confirm = await call(`/api/admin/orders/${id}/prescription/confirm`, pharmacist.token);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((confirm.json().data as AdminOrder).prescription).toEqual({ id: mine, check: 'Confirmed' });
    expect((await call(`/api/admin/orders/${id}/prescription/confirm`, pharmacist.token)).statusCode).toBe(422);
    const moved = await status(id, 'Processing');
    expect(moved.statusCode, moved.body).toBe(200);
    const audit = await db.select().from(adminTables.auditLog).where(eq(adminTables.auditLog.subjectId, id));
    expect(audit.map((a) => a.action)).toContain('order_prescription_confirmed');
  });

  it('reject cancels the order with the reason and mails it to the customer', async () => {
    const id = await placeRx();
    const empty = await call(`/api/admin/orders/${id}/prescription/reject`, pharmacist.token, { reason: '' });
    expect(empty.statusCode).toBe(422);
    const res = await call(`/api/admin/orders/${id}/prescription/reject`, pharmacist.token, {
      reason: 'The prescription is for another patient.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data as AdminOrder;
    expect(order).toMatchObject({
      order_status: 'Cancelled',
      prescription: { id: mine, check: 'Rejected' },
      // The pharmacist's reason alone: My orders and the back office say themselves that it was not accepted.
      cancel_reason: 'The prescription is for another patient.',
    });
    const mails = await db.select().from(mailTables.mailOutbox).where(eq(mailTables.mailOutbox.to, buyer.email));
    expect(
      mails.some((m) => m.text.includes('Prescription not accepted: The prescription is for another patient.')),
    ).toBe(true);
    expect((await call(`/api/admin/orders/${id}/prescription/confirm`, pharmacist.token)).statusCode).toBe(422);
    expect((await status(id, 'Processing')).statusCode).toBe(422);
  });

  it('lets only pharmacy staff check prescriptions', async () => {
    const id = await placeRx();
    expect((await call(`/api/admin/orders/${id}/prescription/confirm`, buyer.token)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/admin/orders/${id}/prescription/confirm` })).statusCode).toBe(
      401,
    );
    expect((await call(`/api/admin/orders/999999/prescription/confirm`, pharmacist.token)).statusCode).toBe(404);
  });
});

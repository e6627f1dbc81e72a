import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD, ROLE, type AdminOrder } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { mailTables } from '../mail';
import { paymentsTables } from '../payments';
import { cartTables } from './index';
import { addTestAddress, createTestUser } from '../../../test/users';
import { createCoupon, seedCartProducts } from './cart.test-support';

const { orders, coupons } = cartTables;
const { payments, paymentEvents } = paymentsTables;

describe('back office: payments held for risk', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const products = await seedCartProducts(db);
  const admin = await createTestUser(db, [ROLE.Admin]);
  const pharmacist = await createTestUser(db, [ROLE.Pharmacist]);
  const buyer = await createTestUser(db);
  await addTestAddress(app, buyer.token);

  const call = (url: string, token?: string, payload?: object, method: 'GET' | 'POST' = 'POST') =>
    app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
  const place = async (method: number = PAYMENT_METHOD.Online, code?: string) => {
    const res = await call('/api/cart/order/store', buyer.token, {
      cart_contents: [{ id: products.seclo, qty: 2 }],
      payment_method: method,
      code,
    });
    expect(res.statusCode).toBe(200);
    return res.json().order_id as number;
  };
  const paymentOf = async (orderId: number) => {
    const [row] = await db.select().from(payments).where(eq(payments.subjectId, orderId));
    return row;
  };
  /** What the SSLCommerz adapter records for a risk_level 1 success (payments.sslcommerz.test covers that). */
  const hold = async (orderId: number) => {
    await db
      .update(payments)
      .set({
        gateway: 'sslcommerz',
        tranId: `NRGHELD${orderId}`,
        valId: `VAL${orderId}`,
        bankTranId: `BANK${orderId}`,
        riskLevel: 1,
        heldAt: new Date(),
      })
      .where(eq(payments.subjectId, orderId));
  };
  const heldOrder = async (code?: string) => {
    const id = await place(PAYMENT_METHOD.Online, code);
    await hold(id);
    return id;
  };
  const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
  const mailsTo = (email: string) => db.select().from(mailTables.mailOutbox).where(eq(mailTables.mailOutbox.to, email));
  const accept = (id: number, token = admin.token) => call(`/api/admin/orders/${id}/held-payment/accept`, token);
  const reject = (id: number, reason: string | undefined, token = admin.token) =>
    call(`/api/admin/orders/${id}/held-payment/reject`, token, reason === undefined ? {} : { reason });

  it('shows the hold and the risk level in the order detail, to Pharmacists too', async () => {
    const id = await heldOrder();
    const res = await call(`/api/admin/orders/${id}`, pharmacist.token, undefined, 'GET');
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminOrder).payment).toMatchObject({
      status: 'Pending',
      gateway: 'sslcommerz',
      held_at: expect.any(String),
      risk_level: 1,
    });
  });

  it('lets only Admins decide (Pharmacists 403, guests 401)', async () => {
    const id = await heldOrder();
    expect((await accept(id, pharmacist.token)).statusCode).toBe(403);
    expect((await reject(id, 'fraud', pharmacist.token)).statusCode).toBe(403);
    expect((await call(`/api/admin/orders/${id}/held-payment/accept`)).statusCode).toBe(401);
    expect((await paymentOf(id)).heldAt).not.toBeNull();
  });

  it('accepts: payment and order Paid with the amounts unchanged, audited and mailed; a second accept changes nothing', async () => {
    const id = await heldOrder();
    const orderBefore = await orderRow(id);
    const paymentBefore = await paymentOf(id);
    const mailsBefore = (await mailsTo(buyer.email)).length;

    const res = await accept(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The payment has been accepted: the order is paid.');
    const data = res.json().data as AdminOrder;
    expect(data).toMatchObject({ payment_status: 'Paid', order_status: 'Pending', need_payment_crypt_id: null });
    expect(data.payment).toMatchObject({ status: 'Paid', held_at: null, transaction_id: `BANK${id}` });
    expect(data.audit_entries[0]).toMatchObject({
      action: 'order_payment_accepted',
      actor: { id: admin.id },
      details: { amount: orderBefore.totalPoisha / 100 },
    });
    const orderAfter = await orderRow(id);
    const paymentAfter = await paymentOf(id);
    expect(orderAfter).toMatchObject({
      paymentStatus: 'Paid',
      totalPoisha: orderBefore.totalPoisha,
      subTotalPoisha: orderBefore.subTotalPoisha,
    });
    expect(paymentAfter).toMatchObject({ status: 'Paid', amountPoisha: paymentBefore.amountPoisha, heldAt: null });
    expect(paymentAfter.paidAt).not.toBeNull();
    const mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toBe(`Your payment for Nirog order #${id} is confirmed`);

    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentAfter.id));
    const again = await accept(id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'This payment is not waiting for a review.' });
    expect(await paymentOf(id)).toEqual(paymentAfter);
    expect(await orderRow(id)).toEqual(orderAfter);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentAfter.id))).toHaveLength(
      events.length,
    );
    expect(await mailsTo(buyer.email)).toHaveLength(mailsBefore + 1);
    expect((await reject(id, 'too late')).statusCode).toBe(422);
  });

  it('cannot accept or reject a payment that is not held', async () => {
    const pending = await place();
    const paymentBefore = await paymentOf(pending);
    expect((await accept(pending)).statusCode).toBe(422);
    expect((await reject(pending, 'fraud')).statusCode).toBe(422);
    expect(await paymentOf(pending)).toEqual(paymentBefore);
    expect(await orderRow(pending)).toMatchObject({ status: 'Pending', paymentStatus: 'Pending' });

    const cash = await place(PAYMENT_METHOD.CashOnDelivery);
    const res = await accept(cash);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This payment is not waiting for a review.');
    expect((await accept(999999)).statusCode).toBe(404);
  });

  it('rejects with a reason: payment Failed, order Cancelled with its coupon use given back, audited and mailed', async () => {
    const coupon = await createCoupon(db, { usageLimit: 5 });
    const id = await heldOrder(coupon.code);
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].usedCount).toBe(1);
    const orderBefore = await orderRow(id);

    let res = await reject(id, '');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.reason).toBeDefined();
    res = await reject(id, 'The card holder says it was not them');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The payment has been rejected and the order cancelled.');
    const data = res.json().data as AdminOrder;
    expect(data).toMatchObject({
      order_status: 'Cancelled',
      payment_status: 'Failed',
      cancel_reason: 'The card holder says it was not them',
      need_payment_crypt_id: null,
    });
    expect(data.payment).toMatchObject({ status: 'Failed', held_at: null });
    expect(data.audit_entries[0]).toMatchObject({
      action: 'order_payment_rejected',
      actor: { id: admin.id },
      details: { from: 'Pending', reason: 'The card holder says it was not them' },
    });
    expect(await orderRow(id)).toMatchObject({ totalPoisha: orderBefore.totalPoisha });
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].usedCount).toBe(0);
    const mail = (await mailsTo(buyer.email)).at(-1)!;
    expect(mail.subject).toBe(`We could not accept the payment for Nirog order #${id}`);
    expect(mail.text).toContain('Reason: The card holder says it was not them');
    expect(mail.text).toContain('refunded');

    expect((await reject(id, 'again')).statusCode).toBe(422);
    expect((await accept(id)).statusCode).toBe(422);
  });

  it('does not accept the held payment of an order cancelled meanwhile, but rejects it without cancelling twice', async () => {
    const id = await heldOrder();
    await call(`/api/admin/orders/${id}/cancel`, admin.token, { reason: 'Out of stock' });
    let res = await accept(id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('A cancelled order cannot change.');
    expect((await paymentOf(id)).heldAt).not.toBeNull();
    res = await reject(id, 'Refund: order was cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ order_status: 'Cancelled', cancel_reason: 'Out of stock' });
    expect((await paymentOf(id)).status).toBe('Failed');
  });

  it('refuses to reject once the order was delivered', async () => {
    const id = await heldOrder();
    await call(`/api/admin/orders/${id}/status`, admin.token, { order_status: 'Delivered' });
    const res = await reject(id, 'fraud');
    expect(res.statusCode).toBe(422);
    expect((await paymentOf(id)).heldAt).not.toBeNull();
  });
});

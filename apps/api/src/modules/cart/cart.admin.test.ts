import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD, ROLE, type AdminOrder, type AdminOrdersResponse } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { mailTables } from '../mail';
import { findPaymentFor } from '../payments';
import { cartTables } from './index';
import { addTestAddress, createTestUser } from '../../../test/users';
import { createCoupon, seedCartProducts } from './cart.test-support';

const { orders, coupons } = cartTables;

describe('back office: orders and coupons', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const products = await seedCartProducts(db);
  const admin = await createTestUser(db, [ROLE.Admin]);
  const pharmacist = await createTestUser(db, [ROLE.Pharmacist]);
  const doctor = await createTestUser(db, [ROLE.Doctor]);
  const buyer = await createTestUser(db);
  await addTestAddress(app, buyer.token);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, lang = 'en') =>
    app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), 'accept-language': lang } });
  const place = async (method: number = PAYMENT_METHOD.CashOnDelivery, code?: string) => {
    const res = await call('POST', '/api/cart/order/store', buyer.token, {
      cart_contents: [{ id: products.seclo, qty: 2 }],
      payment_method: method,
      code,
    });
    expect(res.statusCode).toBe(200);
    return res.json().order_id as number;
  };
  const mailsTo = (email: string) => db.select().from(mailTables.mailOutbox).where(eq(mailTables.mailOutbox.to, email));

  describe('orders', () => {
    it('refuses guests (401) and non-staff (403)', async () => {
      const id = await place();
      for (const [method, url, payload] of [
        ['GET', '/api/admin/orders'],
        ['GET', `/api/admin/orders/${id}`],
        ['POST', `/api/admin/orders/${id}/status`, { order_status: 'Processing' }],
        ['POST', `/api/admin/orders/${id}/cancel`, { reason: 'x' }],
        ['POST', `/api/admin/orders/${id}/mark-paid`],
      ] as const) {
        expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
        expect((await call(method, url, doctor.token, payload)).statusCode, url).toBe(403);
        expect((await call(method, url, buyer.token, payload)).statusCode, url).toBe(403);
      }
    });

    it('lists orders newest first with filters on status, payment status, days and customer', async () => {
      const a = await place();
      const b = await place(PAYMENT_METHOD.Online);
      await db
        .update(orders)
        .set({ createdAt: new Date('2026-03-01T20:00:00Z') })
        .where(eq(orders.id, a)); // 2 March in Dhaka
      let res = await call('GET', '/api/admin/orders', pharmacist.token);
      expect(res.statusCode).toBe(200);
      let body = res.json() as AdminOrdersResponse;
      expect(body.per_page).toBe(20);
      expect(body.data[0]).toMatchObject({
        id: b,
        total_amount: expect.any(Number),
        payment_method: 1,
        item_count: 1,
        customer: { id: buyer.id, email: buyer.email },
      });
      res = await call('GET', '/api/admin/orders?from=2026-03-02&to=2026-03-02', admin.token);
      body = res.json();
      expect(body.data.map((o) => o.id)).toEqual([a]);
      res = await call('GET', '/api/admin/orders?to=2026-03-01', admin.token);
      expect(res.json().data).toEqual([]);
      res = await call('GET', `/api/admin/orders?customer=%23${b}`, admin.token);
      expect(res.json().data.map((o: { id: number }) => o.id)).toEqual([b]);
      res = await call(
        'GET',
        `/api/admin/orders?customer=${encodeURIComponent(buyer.email.toUpperCase())}`,
        admin.token,
      );
      expect(res.json().total).toBeGreaterThanOrEqual(2);
      res = await call('GET', '/api/admin/orders?customer=nobody-like-this', admin.token);
      expect(res.json().total).toBe(0);
      res = await call('GET', '/api/admin/orders?status=Shipped', admin.token);
      expect(res.json().total).toBe(0);
      res = await call('GET', '/api/admin/orders?payment_status=Pending&status=Pending', admin.token);
      expect(res.json().data.some((o: { id: number }) => o.id === a)).toBe(true);
      res = await call('GET', '/api/admin/orders?status=Lost&from=yesterday', admin.token);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['from', 'status']);
    });

    it('shows one order with its customer, payment and history; 404 for an unknown one', async () => {
      const id = await place(PAYMENT_METHOD.Online);
      const res = await call('GET', `/api/admin/orders/${id}`, pharmacist.token);
      expect(res.statusCode).toBe(200);
      const order = res.json() as AdminOrder;
      expect(order).toMatchObject({
        id,
        customer: { id: buyer.id },
        payment: { status: 'Pending', id: expect.any(String) },
        cancel_reason: null,
        audit_entries: [],
      });
      expect(order.order_items).toEqual([
        expect.objectContaining({ product_title: 'Seclo 20', product_bn_title: null }),
      ]);
      expect((await call('GET', '/api/admin/orders/999999', admin.token)).statusCode).toBe(404);
    });

    it('gives each line its Bengali title as sold beside the English one', async () => {
      const placed = await call('POST', '/api/cart/order/store', buyer.token, {
        cart_contents: [{ id: products.napa, qty: 1 }],
        payment_method: PAYMENT_METHOD.CashOnDelivery,
      });
      const res = await call('GET', `/api/admin/orders/${placed.json().order_id}`, pharmacist.token);
      expect((res.json() as AdminOrder).order_items).toEqual([
        expect.objectContaining({ product_title: 'Napa 500', product_bn_title: 'নাপা ৫০০' }),
      ]);
    });

    it('moves stages forward and back, audited and mailed in the language the buyer ordered in', async () => {
      const res0 = await call(
        'POST',
        '/api/cart/order/store',
        buyer.token,
        { cart_contents: [{ id: products.napa, qty: 1 }], payment_method: 2 },
        'bn',
      );
      const id = res0.json().order_id as number;
      const before = (await mailsTo(buyer.email)).length;
      let res = await call('POST', `/api/admin/orders/${id}/status`, pharmacist.token, { order_status: 'Shipped' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('The order is now Shipped.');
      expect(res.json().data).toMatchObject({ order_status: 'Shipped' });
      expect(res.json().data.audit_entries[0]).toMatchObject({
        action: 'order_status_changed',
        actor: { id: pharmacist.id },
        details: { from: 'Pending', to: 'Shipped' },
      });
      const mails = await mailsTo(buyer.email);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)!.text).toContain('পাঠানো হয়েছে');
      res = await call('POST', `/api/admin/orders/${id}/status`, admin.token, { order_status: 'Processing' });
      expect(res.json().data.order_status).toBe('Processing');
      res = await call('POST', `/api/admin/orders/${id}/status`, admin.token, { order_status: 'Processing' });
      expect(res.statusCode).toBe(422);
      res = await call('POST', `/api/admin/orders/${id}/status`, admin.token, { order_status: 'Cancelled' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.order_status).toBeDefined();
    });

    it('cancels with a reason (not after delivery), gives the coupon use back and mails the buyer', async () => {
      const coupon = await createCoupon(db, { usageLimit: 1 });
      const id = await place(PAYMENT_METHOD.Online, coupon.code);
      expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].usedCount).toBe(1);
      let res = await call('POST', `/api/admin/orders/${id}/cancel`, admin.token, { reason: '' });
      expect(res.statusCode).toBe(422);
      res = await call('POST', `/api/admin/orders/${id}/cancel`, admin.token, { reason: 'Out of stock' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        order_status: 'Cancelled',
        cancel_reason: 'Out of stock',
        need_payment_crypt_id: null,
      });
      expect(res.json().data.audit_entries[0]).toMatchObject({ action: 'order_cancelled' });
      expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].usedCount).toBe(0);
      expect((await mailsTo(buyer.email)).at(-1)!.text).toContain('Reason: Out of stock');
      // Pay now opened before the cancel can no longer take money.
      const payment = await findPaymentFor(db, 'order', id);
      const submit = await app.inject({ url: `/payment/payment-submit/${payment!.publicId}` });
      expect(submit.statusCode).toBeGreaterThanOrEqual(300);
      expect(submit.statusCode).toBeLessThan(400);
      const back = new URL(submit.headers.location as string);
      expect(back.pathname).toBe('/profile/my-order');
      expect(back.searchParams.get('trn_status')).toBe('failed');
      expect(back.searchParams.get('trn_message')).toContain('cancelled');
      expect((await findPaymentFor(db, 'order', id))?.status).toBe('Pending');
      expect((await call('GET', '/api/admin/orders?refund_due=true', admin.token)).json().data).toEqual([]);
      res = await call('POST', `/api/admin/orders/${id}/cancel`, admin.token, { reason: 'again' });
      expect(res.statusCode).toBe(422);
      res = await call('POST', `/api/admin/orders/${id}/status`, admin.token, { order_status: 'Processing' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('A cancelled order cannot change.');

      const delivered = await place();
      await call('POST', `/api/admin/orders/${delivered}/status`, admin.token, { order_status: 'Delivered' });
      res = await call('POST', `/api/admin/orders/${delivered}/cancel`, admin.token, { reason: 'late' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('An order that was delivered cannot be cancelled.');
    });

    it('marks a cash order paid (audited), never an online one', async () => {
      const cashId = await place();
      let res = await call('POST', `/api/admin/orders/${cashId}/mark-paid`, pharmacist.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ payment_status: 'Paid', payment_status_style: 'success' });
      expect(res.json().data.audit_entries[0]).toMatchObject({ action: 'order_marked_paid' });
      res = await call('POST', `/api/admin/orders/${cashId}/mark-paid`, pharmacist.token);
      expect(res.statusCode).toBe(422);
      const onlineId = await place(PAYMENT_METHOD.Online);
      res = await call('POST', `/api/admin/orders/${onlineId}/mark-paid`, admin.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Only a cash on delivery order is marked paid here.');
    });
  });

  describe('a payment page that outlives its order', () => {
    it('money arriving after staff cancelled the order is recorded, flagged for refund and listed', async () => {
      const id = await place(PAYMENT_METHOD.Online);
      const payment = await findPaymentFor(db, 'order', id);
      const submit = await app.inject({ url: `/payment/payment-submit/${payment!.publicId}` });
      const page = await app.inject({ url: submit.headers.location as string });
      const fields = Object.fromEntries(
        [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
      );
      expect(
        (await call('POST', `/api/admin/orders/${id}/cancel`, admin.token, { reason: 'No stock' })).statusCode,
      ).toBe(200);
      const paid = await app.inject({
        method: 'POST',
        url: `/payment/sandbox/${payment!.publicId}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      const back = new URL(paid.headers.location as string);
      expect(back.searchParams.get('trn_status')).toBe('failed');
      expect(back.searchParams.get('trn_message')).toContain('refund');
      // The order stays Cancelled and is not marked Paid; the money is recorded and waits for a refund.
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      expect(order).toMatchObject({ status: 'Cancelled' });
      expect(order.paymentStatus).not.toBe('Paid');
      const detail = (await call('GET', `/api/admin/orders/${id}`, admin.token)).json() as AdminOrder;
      expect(detail.payment).toMatchObject({ status: 'Paid', refund_due_at: expect.any(String) });
      const listed = (
        await call('GET', '/api/admin/orders?refund_due=true', admin.token)
      ).json() as AdminOrdersResponse;
      expect(listed.data.map((o) => o.id)).toEqual([id]);
    });
  });

  describe('a failed payment', () => {
    it('leaves the order payable: Pay now is offered again and a new session can pay it', async () => {
      const id = await place(PAYMENT_METHOD.Online);
      const payment = await findPaymentFor(db, 'order', id);
      const openPage = async () => {
        const submit = await app.inject({ url: `/payment/payment-submit/${payment!.publicId}` });
        const page = await app.inject({ url: submit.headers.location as string });
        return new URLSearchParams(
          [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
            (m): [string, string] => [m[1], m[2]],
          ),
        ).toString();
      };
      const press = async (action: string, fields: string) =>
        app.inject({
          method: 'POST',
          url: `/payment/sandbox/${payment!.publicId}/${action}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: fields,
        });
      await press('fail', await openPage());
      const mine = async () =>
        (
          (await call('GET', '/api/auth/order/my-orders', buyer.token)).json().data as Array<Record<string, unknown>>
        ).find((o) => o.id === id)!;
      expect(await mine()).toMatchObject({ payment_status: 'Failed', need_payment_crypt_id: payment!.publicId });
      const detail = (await call('GET', `/api/admin/orders/${id}`, admin.token)).json() as AdminOrder;
      expect(detail.payment).toMatchObject({ status: 'Failed' });

      await press('pay', await openPage());
      expect(await mine()).toMatchObject({ payment_status: 'Paid', need_payment_crypt_id: null });
    });
  });

  describe('the buyer cancels their own order', () => {
    const openPage = async (publicId: string) => {
      const submit = await app.inject({ url: `/payment/payment-submit/${publicId}` });
      const page = await app.inject({ url: submit.headers.location as string });
      return new URLSearchParams(
        [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m): [string, string] => [
          m[1],
          m[2],
        ]),
      ).toString();
    };
    const press = (publicId: string, action: string, fields: string) =>
      app.inject({
        method: 'POST',
        url: `/payment/sandbox/${publicId}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: fields,
      });
    const cancelMine = (id: number, token = buyer.token, lang = 'en') =>
      call('POST', `/api/auth/order/${id}/cancel`, token, undefined, lang);
    const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];

    it('after a failed payment: cancelled, coupon use given back, audited, mailed; Pay now gone', async () => {
      await createCoupon(db, { code: 'SELFCANCEL', value: 1000 });
      const id = await place(PAYMENT_METHOD.Online, 'SELFCANCEL');
      const payment = await findPaymentFor(db, 'order', id);
      await press(payment!.publicId, 'fail', await openPage(payment!.publicId));
      expect((await orderRow(id)).paymentStatus).toBe('Failed');
      const before = (await call('GET', '/api/auth/order/my-orders', buyer.token)).json().data as Array<{ id: number }>;
      expect(before.find((o) => o.id === id)).toMatchObject({
        can_cancel: true,
        need_payment_crypt_id: expect.any(String),
      });

      expect((await call('POST', `/api/auth/order/${id}/cancel`)).statusCode).toBe(401);
      const stranger = await createTestUser(db);
      expect((await cancelMine(id, stranger.token)).statusCode).toBe(404);

      const res = await cancelMine(id, buyer.token, 'bn');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: 'অর্ডারটি বাতিল করা হয়েছে।', order_id: id });
      expect(await orderRow(id)).toMatchObject({ status: 'Cancelled', cancelReason: 'গ্রাহক বাতিল করেছেন।' });
      expect(
        await db.select().from(cartTables.couponRedemptions).where(eq(cartTables.couponRedemptions.orderId, id)),
      ).toEqual([]);
      const detail = (await call('GET', `/api/admin/orders/${id}`, admin.token)).json() as AdminOrder;
      expect(detail.audit_entries.map((e) => e.action)).toContain('order_cancelled_by_customer');
      expect((await mailsTo(buyer.email)).some((m) => m.subject.includes(`#${id} was cancelled`))).toBe(true);
      const mine = (await call('GET', '/api/auth/order/my-orders', buyer.token)).json().data as Array<{
        id: number;
        need_payment_crypt_id: string | null;
        can_cancel: boolean;
      }>;
      expect(mine.find((o) => o.id === id)).toMatchObject({ need_payment_crypt_id: null, can_cancel: false });
      expect((await cancelMine(id)).statusCode).toBe(422);
    });

    it('never once staff moved it on or it is paid', async () => {
      const moved = await place();
      await call('POST', `/api/admin/orders/${moved}/status`, admin.token, { order_status: 'Processing' });
      let res = await cancelMine(moved);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain('still pending and not paid');
      expect((await orderRow(moved)).status).toBe('Processing');

      const paid = await place();
      await call('POST', `/api/admin/orders/${paid}/mark-paid`, admin.token);
      res = await cancelMine(paid);
      expect(res.statusCode).toBe(422);
      expect((await orderRow(paid)).status).toBe('Pending');
    });

    it('a payment settling first wins: the order is Paid and the cancel is refused', async () => {
      const id = await place(PAYMENT_METHOD.Online);
      const payment = await findPaymentFor(db, 'order', id);
      const fields = await openPage(payment!.publicId);
      await press(payment!.publicId, 'pay', fields);
      expect((await cancelMine(id)).statusCode).toBe(422);
      expect(await orderRow(id)).toMatchObject({ status: 'Pending', paymentStatus: 'Paid' });
      expect((await findPaymentFor(db, 'order', id))!.refundDueAt).toBeNull();
    });

    it('a cancel first wins: the payment arriving after it is flagged for refund, the order stays unpaid', async () => {
      const id = await place(PAYMENT_METHOD.Online);
      const payment = await findPaymentFor(db, 'order', id);
      const fields = await openPage(payment!.publicId);
      expect((await cancelMine(id)).statusCode).toBe(200);
      await press(payment!.publicId, 'pay', fields);
      expect((await orderRow(id)).status).toBe('Cancelled');
      expect((await orderRow(id)).paymentStatus).not.toBe('Paid');
      expect(await findPaymentFor(db, 'order', id)).toMatchObject({ status: 'Paid', refundDueAt: expect.any(Date) });
    });

    it('at the same moment, the two never leave an order both Cancelled and Paid', async () => {
      for (let round = 0; round < 4; round++) {
        const id = await place(PAYMENT_METHOD.Online);
        const payment = await findPaymentFor(db, 'order', id);
        const fields = await openPage(payment!.publicId);
        const [cancel] = await Promise.all([cancelMine(id), press(payment!.publicId, 'pay', fields)]);
        const order = await orderRow(id);
        const settled = await findPaymentFor(db, 'order', id);
        if (cancel.statusCode === 200) {
          expect(order.status).toBe('Cancelled');
          expect(order.paymentStatus).not.toBe('Paid');
          expect(settled!.refundDueAt).toBeInstanceOf(Date);
        } else {
          expect(cancel.statusCode).toBe(422);
          expect(order).toMatchObject({ status: 'Pending', paymentStatus: 'Paid' });
          expect(settled!.refundDueAt).toBeNull();
        }
      }
    });
  });

  describe('coupons', () => {
    const valid = {
      code: 'eid-25',
      type: 'percent',
      value: 25,
      max_discount: 200,
      min_spend: 300,
      starts_at: '2026-01-01T00:00:00+06:00',
      ends_at: '2026-12-31T23:59:59+06:00',
      usage_limit: 100,
      per_user_limit: 1,
      active: true,
    };

    it('is for Admins only', async () => {
      expect((await call('GET', '/api/admin/coupons')).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/coupons', pharmacist.token)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/coupons', pharmacist.token, valid)).statusCode).toBe(403);
      expect((await call('PUT', '/api/admin/coupons/1', buyer.token, valid)).statusCode).toBe(403);
    });

    it('creates (upper-case code), lists, searches and updates coupons; codes are unique', async () => {
      let res = await call('POST', '/api/admin/coupons', admin.token, valid);
      expect(res.statusCode).toBe(200);
      const created = res.json().data;
      expect(res.json().message).toBe('The coupon has been created.');
      expect(created).toMatchObject({
        code: 'EID-25',
        type: 'percent',
        value: 25,
        max_discount: 200,
        min_spend: 300,
        usage_limit: 100,
        per_user_limit: 1,
        used_count: 0,
        active: true,
        starts_at: '2025-12-31T18:00:00.000Z',
      });
      res = await call('POST', '/api/admin/coupons', admin.token, { ...valid, code: 'Eid-25' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.code).toEqual(['This coupon code is already in use.']);

      res = await call('GET', '/api/admin/coupons?search=eid', admin.token);
      expect(res.json().data.map((c: { id: number }) => c.id)).toEqual([created.id]);

      res = await call('PUT', `/api/admin/coupons/${created.id}`, admin.token, {
        ...valid,
        type: 'fixed',
        value: 40,
        max_discount: null,
        active: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        code: 'EID-25',
        type: 'fixed',
        value: 40,
        max_discount: null,
        active: false,
      });
      const other = await createCoupon(db);
      res = await call('PUT', `/api/admin/coupons/${other.id}`, admin.token, valid);
      expect(res.statusCode).toBe(422);
      expect(
        (await call('PUT', '/api/admin/coupons/999999', admin.token, { ...valid, code: 'FRESH1' })).statusCode,
      ).toBe(404);

      res = await call('GET', '/api/admin/audit-log', admin.token);
      expect(res.json().data.map((e: { action: string }) => e.action)).toEqual(
        expect.arrayContaining(['coupon_created', 'coupon_updated']),
      );
    });

    it('validates: percent at most 100, end after start, code format', async () => {
      const res = await call('POST', '/api/admin/coupons', admin.token, {
        ...valid,
        code: 'no spaces',
        value: 120,
        ends_at: '2025-01-01T00:00:00+06:00',
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['code', 'ends_at', 'value']);
    });
  });
});

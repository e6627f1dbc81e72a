import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD, type MyOrdersResponse } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { insertProducts } from '../catalog';
import { getShippingFees } from '../content';
import { cartTables, settleOrderPayment } from './index';
import { addTestAddress, createTestUser } from '../../../test/users';
import { createCoupon, seedCartProducts } from './cart.test-support';

describe('cart', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const products = await seedCartProducts(db);
  const fees = await getShippingFees(db);

  describe('POST /api/cart/index/:ids', () => {
    const index = (ids: string) => app.inject({ method: 'POST', url: `/api/cart/index/${encodeURIComponent(ids)}` });

    it('answers fresh cards, flags products no longer sold and leaves unknown ids out', async () => {
      const res = await index(JSON.stringify([products.seclo, products.old, 999999, products.napa]));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.cart_items.map((i: { id: number }) => i.id)).toEqual([products.seclo, products.old, products.napa]);
      const byId = Object.fromEntries(body.cart_items.map((i: { id: number }) => [i.id, i]));
      expect(byId[products.seclo]).toMatchObject({ available: true, price: 50, final_price: 45, discount: 10 });
      expect(byId[products.old].available).toBe(false);
      expect(byId[products.napa].image).toMatchObject({ image: 'products/napa.webp' });
      expect(body.shipping_fee_id).toBe(fees.insideDhakaPoisha / 100);
      expect(body.shipping_fee_od).toBe(fees.outsideDhakaPoisha / 100);
    });

    it('takes a full cart of 50 long ids in the path', async () => {
      const ids = [products.napa, ...Array.from({ length: 49 }, (_, i) => 900_000 + i)];
      const res = await index(JSON.stringify(ids));
      expect(res.statusCode).toBe(200);
      expect(res.json().cart_items.map((i: { id: number }) => i.id)).toEqual([products.napa]);
    });

    it('answers an empty list for []', async () => {
      const res = await index('[]');
      expect(res.statusCode).toBe(200);
      expect(res.json().cart_items).toEqual([]);
    });

    it.each([
      ['bad JSON', '[1,2'],
      ['not a list', '{"a":1}'],
      ['non-integers', '[1.5]'],
      ['strings', '["1"]'],
      ['negative ids', '[-3]'],
      ['too many', JSON.stringify(Array.from({ length: 51 }, (_, i) => i + 1))],
    ])('refuses %s with a 422 on ids', async (_label, ids) => {
      const res = await index(ids);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.ids[0]).toMatch(/JSON list/);
    });
  });

  describe('POST /api/cart/coupon/status', () => {
    const check = (token: string | undefined, payload: object, lang = 'en') =>
      app.inject({
        method: 'POST',
        url: '/api/cart/coupon/status',
        payload,
        headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
      });

    it('needs a login', async () => {
      expect((await check(undefined, { code: 'X', min_spend: 100 })).statusCode).toBe(401);
    });

    it('gives every reason a coupon cannot be used as a 422 on code', async () => {
      const user = await createTestUser(db);
      const day = 86_400_000;
      const inactive = await createCoupon(db, { active: false });
      const future = await createCoupon(db, { startsAt: new Date(Date.now() + day) });
      const expired = await createCoupon(db, { endsAt: new Date(Date.now() - day) });
      const usedUp = await createCoupon(db, { usageLimit: 2, usedCount: 2 });
      const minSpend = await createCoupon(db, { minSpendPoisha: 50_000 });
      const cases: Array<[string, RegExp]> = [
        ['NOPE', /not valid/],
        [inactive.code, /no longer available/],
        [future.code, /cannot be used yet/],
        [expired.code, /expired/],
        [usedUp.code, /usage limit/],
        [minSpend.code, /at least 500\.00 tk/],
      ];
      for (const [code, reason] of cases) {
        const res = await check(user.token, { code, min_spend: 100 });
        expect(res.statusCode, code).toBe(422);
        expect(res.json().errors.code[0], code).toMatch(reason);
      }
    });

    it('answers the discount: fixed, percent capped, never above the sub total; codes are case-blind', async () => {
      const user = await createTestUser(db);
      const fixed = await createCoupon(db, { value: 5000 });
      const percent = await createCoupon(db, { type: 'percent', value: 1000, maxDiscountPoisha: 10_000 });
      let res = await check(user.token, { code: fixed.code.toLowerCase(), min_spend: 600 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', discount: 50, message: 'You get 50.00 tk coupon discount' });
      res = await check(user.token, { code: fixed.code, min_spend: 20 });
      expect(res.json().discount).toBe(20);
      res = await check(user.token, { code: percent.code, min_spend: 500 });
      expect(res.json().discount).toBe(50);
      res = await check(user.token, { code: percent.code, min_spend: 5000 });
      expect(res.json().discount).toBe(100);
    });

    it('refuses a coupon the user already used up to the per-user limit, in Bengali too', async () => {
      const user = await createTestUser(db);
      await addTestAddress(app, user.token);
      const coupon = await createCoupon(db, { perUserLimit: 1 });
      expect((await check(user.token, { code: coupon.code, min_spend: 100 })).statusCode).toBe(200);
      const order = await app.inject({
        method: 'POST',
        url: '/api/cart/order/store',
        headers: bearer(user.token),
        payload: {
          cart_contents: [{ id: products.seclo, qty: 3 }],
          payment_method: PAYMENT_METHOD.CashOnDelivery,
          code: coupon.code,
        },
      });
      expect(order.statusCode).toBe(200);
      const again = await check(user.token, { code: coupon.code, min_spend: 100 }, 'bn');
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.code[0]).toBe('আপনি এই কুপনটি সর্বোচ্চ যতবার ব্যবহার করা যায় ততবার ব্যবহার করেছেন।');
      const other = await createTestUser(db);
      expect((await check(other.token, { code: coupon.code, min_spend: 100 })).statusCode).toBe(200);
    });

    it('validates the body', async () => {
      const user = await createTestUser(db);
      const res = await check(user.token, { code: '', min_spend: -1 });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['code', 'min_spend']);
    });
  });

  describe('GET /api/auth/order/my-orders', () => {
    const list = (token: string | undefined, page = 1) =>
      app.inject({
        method: 'GET',
        url: `/api/auth/order/my-orders?page=${page}`,
        headers: token ? bearer(token) : {},
      });
    const order = (token: string, method: number = PAYMENT_METHOD.CashOnDelivery) =>
      app.inject({
        method: 'POST',
        url: '/api/cart/order/store',
        headers: bearer(token),
        payload: { cart_contents: [{ id: products.napa, qty: 2 }], payment_method: method },
      });

    it('needs a login', async () => {
      expect((await list(undefined)).statusCode).toBe(401);
    });

    it('shows only the own orders, newest first, 10 a page, with Pay now only for pending online orders', async () => {
      const me = await createTestUser(db);
      const someoneElse = await createTestUser(db);
      await addTestAddress(app, me.token);
      await addTestAddress(app, someoneElse.token);
      const ids: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await order(me.token, i === 10 ? PAYMENT_METHOD.Online : PAYMENT_METHOD.CashOnDelivery);
        expect(res.statusCode).toBe(200);
        ids.push(res.json().order_id);
      }
      const theirs = (await order(someoneElse.token)).json().order_id;

      const first = (await list(me.token)).json() as MyOrdersResponse;
      expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 11, from: 1, to: 10 });
      expect(first.data.map((o) => o.id)).toEqual(ids.slice(1).reverse());
      const online = first.data[0];
      expect(online).toMatchObject({
        payment_method: 1,
        payment_method_style: 'info',
        payment_status: 'Pending',
        payment_status_style: 'warning',
        order_status: 'Pending',
        sub_total: 2.4,
        shipping_fee: fees.insideDhakaPoisha / 100,
        total_amount: 2.4 + fees.insideDhakaPoisha / 100,
        shipping: { name: 'Rahima Khatun', district: 'Dhaka', effective_delivery: 'Home' },
      });
      expect(online.need_payment_crypt_id).toEqual(expect.any(String));
      expect(online.order_items).toEqual([
        expect.objectContaining({
          product_id: products.napa,
          product_title: 'Napa 500',
          product_bn_title: 'নাপা ৫০০',
          product_image: 'products/napa-thumb.webp',
          qty: 2,
          product_price: 1.2,
        }),
      ]);
      expect(first.data[1].need_payment_crypt_id).toBeNull();
      expect(first.data[1].payment_method_style).toBe('secondary');

      const second = (await list(me.token, 2)).json() as MyOrdersResponse;
      expect(second.data.map((o) => o.id)).toEqual([ids[0]]);
      const beyond = (await list(me.token, 3)).json() as MyOrdersResponse;
      expect(beyond.data).toEqual([]);
      expect([...first.data, ...second.data].some((o) => o.id === theirs)).toBe(false);

      const bn = await app.inject({
        method: 'GET',
        url: '/api/auth/order/my-orders',
        headers: { ...bearer(me.token), 'accept-language': 'bn' },
      });
      expect(bn.json().data[0].shipping.district).toBe('ঢাকা');
    });

    it('keeps each line with its own product picture (not the first product image in the catalogue)', async () => {
      const me = await createTestUser(db);
      await addTestAddress(app, me.token);
      const [seclo] = await insertProducts(db, [
        {
          slug: `seclo-pic-${process.pid}-${Date.now()}`,
          title: 'Seclo with a picture',
          price: 50,
          images: [{ image: 'products/seclo.webp', thumbnail: 'products/seclo-thumb.webp' }],
        },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/cart/order/store',
        headers: bearer(me.token),
        payload: {
          cart_contents: [
            { id: seclo, qty: 1 },
            { id: products.seclo, qty: 1 },
            { id: products.napa, qty: 1 },
          ],
          payment_method: PAYMENT_METHOD.CashOnDelivery,
        },
      });
      expect(res.statusCode).toBe(200);
      const mine = (await list(me.token)).json() as MyOrdersResponse;
      const images = Object.fromEntries(mine.data[0].order_items.map((i) => [i.product_id, i.product_image]));
      // Seclo has no Bengali title: its line has none either, and readers show the English one.
      expect(mine.data[0].order_items.find((i) => i.product_id === products.seclo)?.product_bn_title).toBeNull();
      expect(images).toEqual({
        [seclo]: 'products/seclo-thumb.webp',
        [products.seclo]: null,
        [products.napa]: 'products/napa-thumb.webp',
      });
    });

    it('settling the online payment marks the order paid once; a failure after that changes nothing', async () => {
      const me = await createTestUser(db);
      await addTestAddress(app, me.token);
      const placed = (await order(me.token, PAYMENT_METHOD.Online)).json();
      const orderId = placed.order_id as number;
      const read = async () => (await db.select().from(cartTables.orders).where(eq(cartTables.orders.id, orderId)))[0];

      await db.transaction((tx) => settleOrderPayment(tx, { subjectId: orderId, status: 'Cancelled' }));
      expect((await read()).paymentStatus).toBe('Pending');
      await db.transaction((tx) => settleOrderPayment(tx, { subjectId: orderId, status: 'Paid' }));
      const paid = await read();
      expect(paid.paymentStatus).toBe('Paid');
      expect(paid.status).toBe('Pending');
      await db.transaction((tx) => settleOrderPayment(tx, { subjectId: orderId, status: 'Failed' }));
      expect((await read()).paymentStatus).toBe('Paid');
      const mine = (await list(me.token)).json() as MyOrdersResponse;
      expect(mine.data[0]).toMatchObject({ id: orderId, payment_status: 'Paid', need_payment_crypt_id: null });

      const failing = (await order(me.token, PAYMENT_METHOD.Online)).json().order_id as number;
      await db.transaction((tx) => settleOrderPayment(tx, { subjectId: failing, status: 'Failed' }));
      const failed = (await list(me.token)).json().data[0];
      expect(failed).toMatchObject({ id: failing, payment_status: 'Failed', payment_status_style: 'danger' });
    });
  });
});

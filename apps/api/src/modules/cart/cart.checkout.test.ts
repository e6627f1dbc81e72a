import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { catalogTables } from '../catalog';
import { getShippingFees } from '../content';
import { mailTables } from '../mail';
import { cartTables } from './index';
import { addTestAddress, createTestUser } from '../../../test/users';
import { createCoupon, seedCartProducts } from './cart.test-support';
import { toBengaliDigits } from '../../lib/i18n';

const { orders, orderItems, coupons, couponRedemptions } = cartTables;

describe('POST /api/cart/order/store', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const products = await seedCartProducts(db);
  const fees = await getShippingFees(db);
  const shipping = fees.insideDhakaPoisha;

  const store = (token: string | undefined, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/cart/order/store',
      payload,
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  const cash = (lines: Array<{ id: number; qty: unknown }>, extra: object = {}) => ({
    cart_contents: lines,
    payment_method: PAYMENT_METHOD.CashOnDelivery,
    ...extra,
  });
  const buyer = async () => {
    const user = await createTestUser(db);
    await addTestAddress(app, user.token);
    return user;
  };
  const ordersOf = (userId: number) => db.select().from(orders).where(eq(orders.userId, userId));

  it('needs a login', async () => {
    expect((await store(undefined, cash([{ id: products.napa, qty: 1 }]))).statusCode).toBe(401);
  });

  it('takes prices from the database, ignoring any the browser sends, and merges repeated products', async () => {
    const user = await buyer();
    const res = await store(user.token, {
      cart_contents: [
        { id: products.seclo, qty: 2, final_price: 0.01, price: 0.01 },
        { id: products.napa, qty: 1 },
        { id: products.seclo, qty: 1 },
      ],
      payment_method: PAYMENT_METHOD.CashOnDelivery,
      sub_total: 1,
      total: 1,
      shipping_fee: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', need_payment: false, need_payment_id: null });
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({
      id: res.json().order_id,
      subTotalPoisha: 3 * 4500 + 120,
      shippingFeePoisha: shipping,
      totalPoisha: 3 * 4500 + 120 + shipping,
      status: 'Pending',
      paymentStatus: 'Pending',
      paymentMethod: 2,
      shipName: 'Rahima Khatun',
      shipDistrict: 'Dhaka',
    });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => [i.productId, i.qty, i.unitPricePoisha])).toEqual([
      [products.seclo, 3, 4500],
      [products.napa, 1, 120],
    ]);
  });

  it.each([
    ['0', 0],
    ['1.5', 1.5],
    ['-1', -1],
    ['101', 101],
    ['a string', '2'],
  ])('refuses a quantity of %s with a 422 on cart_contents.N.qty', async (_label, qty) => {
    const user = await buyer();
    const res = await store(
      user.token,
      cash([
        { id: products.napa, qty: 1 },
        { id: products.seclo, qty },
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['cart_contents.1.qty']);
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('refuses merged quantities above the maximum', async () => {
    const user = await buyer();
    const res = await store(
      user.token,
      cash([
        { id: products.napa, qty: 60 },
        { id: products.napa, qty: 41 },
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['cart_contents.1.qty'][0]).toMatch(/at most 100/);
  });

  it('refuses an empty cart, a bad payment method and too many lines', async () => {
    const user = await buyer();
    let res = await store(user.token, cash([]));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cart_contents).toBeDefined();
    res = await store(user.token, { cart_contents: [{ id: products.napa, qty: 1 }], payment_method: 3 });
    expect(res.json().errors.payment_method).toEqual(['The selected payment method is invalid.']);
    res = await store(user.token, { cart_contents: [{ id: products.napa, qty: 1 }] });
    expect(res.json().errors.payment_method).toEqual(['Please choose a payment method.']);
    res = await store(user.token, cash(Array.from({ length: 51 }, (_, i) => ({ id: i + 1, qty: 1 }))));
    expect(res.json().errors.cart_contents).toBeDefined();
  });

  it('refuses inactive and unknown products with a 422 on cart_contents.N.id', async () => {
    const user = await buyer();
    const res = await store(
      user.token,
      cash([
        { id: products.napa, qty: 1 },
        { id: products.old, qty: 1 },
        { id: 987654, qty: 1 },
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'cart_contents.1.id': ['This product is no longer available.'],
      'cart_contents.2.id': ['This product is no longer available.'],
    });
  });

  it('refuses a product listed as not for sale with a 422 that says so, in Bengali too', async () => {
    const user = await buyer();
    await db
      .update(catalogTables.products)
      .set({ forSale: false })
      .where(eq(catalogTables.products.id, products.seclo));
    try {
      const lines = cash([
        { id: products.napa, qty: 1 },
        { id: products.seclo, qty: 1 },
      ]);
      let res = await store(user.token, lines);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        'cart_contents.1.id': ['This product is listed but not available for sale.'],
      });
      res = await store(user.token, lines, { 'accept-language': 'bn' });
      expect(res.json().errors['cart_contents.1.id']).toEqual(['এই পণ্যটি তালিকায় আছে কিন্তু বিক্রির জন্য পাওয়া যায় না।']);
      const index = await app.inject({
        method: 'POST',
        url: `/api/cart/index/${encodeURIComponent(JSON.stringify([products.napa, products.seclo]))}`,
      });
      const items = index.json().cart_items as Array<{ id: number; available: boolean; for_sale: boolean }>;
      expect(items.find((i) => i.id === products.seclo)).toMatchObject({ available: false, for_sale: false });
      expect(items.find((i) => i.id === products.napa)).toMatchObject({ available: true, for_sale: true });
    } finally {
      await db
        .update(catalogTables.products)
        .set({ forSale: true })
        .where(eq(catalogTables.products.id, products.seclo));
    }
  });

  it("refuses an order without a shipping address with the spec's message, in Bengali too", async () => {
    const user = await createTestUser(db);
    let res = await store(user.token, cash([{ id: products.napa, qty: 1 }]));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'We did not find your shipping address.',
      errors: { shipping_address: ['Please first add your shipping address'] },
    });
    res = await store(user.token, cash([{ id: products.napa, qty: 1 }]), { 'accept-language': 'bn' });
    expect(res.json()).toEqual({
      message: 'আপনার শিপিং ঠিকানা পাওয়া যায়নি।',
      errors: { shipping_address: ['অনুগ্রহ করে আগে আপনার শিপিং ঠিকানা যোগ করুন'] },
    });
  });

  it('applies a coupon, records its use, and refuses a coupon that cannot be used', async () => {
    const user = await buyer();
    const coupon = await createCoupon(db, { type: 'percent', value: 1000, maxDiscountPoisha: 500 });
    const res = await store(user.token, cash([{ id: products.seclo, qty: 2 }], { code: coupon.code.toLowerCase() }));
    expect(res.statusCode).toBe(200);
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({
      couponId: coupon.id,
      couponCode: coupon.code,
      couponDiscountPoisha: 500,
      totalPoisha: 9000 + shipping - 500,
    });
    const [after] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after.usedCount).toBe(1);
    const redemptions = await db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order.id));
    expect(redemptions).toHaveLength(1);

    const bad = await store(user.token, cash([{ id: products.seclo, qty: 1 }], { code: 'NOSUCHCODE' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.code[0]).toMatch(/not valid/);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('keeps a usage limit under 10 parallel orders', async () => {
    const coupon = await createCoupon(db, { usageLimit: 3 });
    const users = await Promise.all(Array.from({ length: 10 }, () => buyer()));
    const answers = await Promise.all(
      users.map((u) => store(u.token, cash([{ id: products.seclo, qty: 2 }], { code: coupon.code }))),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 422);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.json().errors.code[0]).toMatch(/usage limit/);
    const [after] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after.usedCount).toBe(3);
    const redemptions = await db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toHaveLength(3);
  });

  it('keeps a per-user limit under parallel orders of the same user', async () => {
    const user = await buyer();
    const coupon = await createCoupon(db, { perUserLimit: 2 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => store(user.token, cash([{ id: products.seclo, qty: 2 }], { code: coupon.code }))),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
  });

  it('answers the first order again for a repeated Idempotency-Key, in sequence and in parallel', async () => {
    const user = await buyer();
    const payload = cash([{ id: products.napa, qty: 1 }]);
    const first = await store(user.token, payload, { 'idempotency-key': 'checkout-1' });
    const second = await store(user.token, payload, { 'idempotency-key': 'checkout-1' });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await ordersOf(user.id)).toHaveLength(1);

    const parallel = await Promise.all(
      Array.from({ length: 6 }, () =>
        store(user.token, { ...payload, payment_method: PAYMENT_METHOD.Online }, { 'idempotency-key': 'checkout-2' }),
      ),
    );
    const ids = new Set(parallel.map((r) => r.json().order_id));
    expect(parallel.every((r) => r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(new Set(parallel.map((r) => r.json().need_payment_id)).size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(2);

    // Another user with the same key gets an order of their own.
    const other = await buyer();
    const theirs = await store(other.token, payload, { 'idempotency-key': 'checkout-1' });
    expect(theirs.json().order_id).not.toBe(first.json().order_id);

    const tooLong = await store(user.token, payload, { 'idempotency-key': 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(422);
  });

  it('refuses an Idempotency-Key used again with a different order (422), in sequence and in parallel', async () => {
    const user = await buyer();
    const payload = cash([
      { id: products.napa, qty: 1 },
      { id: products.seclo, qty: 2 },
    ]);
    const first = await store(user.token, payload, { 'idempotency-key': 'reuse-1' });
    expect(first.statusCode).toBe(200);
    // The same order with its lines in another order is the same request.
    const same = await store(user.token, cash([...payload.cart_contents].reverse()), { 'idempotency-key': 'reuse-1' });
    expect(same.json()).toEqual(first.json());

    for (const changed of [
      cash([{ id: products.napa, qty: 2 }]),
      { ...payload, payment_method: PAYMENT_METHOD.Online },
    ]) {
      const res = await store(user.token, changed, { 'idempotency-key': 'reuse-1', 'accept-language': 'en' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
        errors: {
          idempotency_key: [
            'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
          ],
        },
      });
    }
    const bn = await store(user.token, cash([{ id: products.napa, qty: 3 }]), {
      'idempotency-key': 'reuse-1',
      'accept-language': 'bn',
    });
    expect(bn.json().errors.idempotency_key[0]).toContain('Idempotency-Key');
    expect(await ordersOf(user.id)).toHaveLength(1);

    // Sent at once with different bodies: one order, the others refused, none a 500.
    const parallel = await Promise.all(
      [1, 2, 3, 4].map((qty) =>
        store(user.token, cash([{ id: products.napa, qty }]), { 'idempotency-key': 'reuse-2' }),
      ),
    );
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
    expect(await ordersOf(user.id)).toHaveLength(2);
  });

  it('creates a payment for an online order only', async () => {
    const user = await buyer();
    const online = await store(user.token, { cart_contents: [{ id: products.napa, qty: 1 }], payment_method: 1 });
    expect(online.json()).toMatchObject({ need_payment: true, need_payment_id: expect.any(String) });
    expect(online.json().need_payment_id.length).toBeGreaterThanOrEqual(16);
    const [order] = await db.select().from(orders).where(eq(orders.id, online.json().order_id));
    expect(order.paymentPublicId).toBe(online.json().need_payment_id);
    const cashOrder = await store(user.token, cash([{ id: products.napa, qty: 1 }]));
    expect(cashOrder.json()).toMatchObject({ need_payment: false, need_payment_id: null });
  });

  it("queues a confirmation mail in the buyer's language with the lines and totals", async () => {
    const user = await buyer();
    const res = await store(user.token, cash([{ id: products.seclo, qty: 2 }]), { 'accept-language': 'bn' });
    expect(res.statusCode).toBe(200);
    const mails = await db.select().from(mailTables.mailOutbox).where(like(mailTables.mailOutbox.to, user.email));
    expect(mails).toHaveLength(1);
    const id = toBengaliDigits(String(res.json().order_id));
    expect(mails[0].subject).toBe(`আপনার নিরোগ অর্ডার #${id}`);
    // Bengali text shows Bengali digits, the product title's included.
    expect(mails[0].text).toContain('Seclo ২০ × ২: ৯০.০০ টাকা');
    expect(mails[0].text).toContain('Seclo 20 × 2: 90.00 tk');
    expect(mails[0].text).toContain(`Total: ${((9000 + shipping) / 100).toFixed(2)} tk`);
  });

  it('names the lines by their Bengali title in the Bengali part of the mail, the English one in the English part', async () => {
    const user = await buyer();
    const res = await store(user.token, cash([{ id: products.napa, qty: 3 }]), { 'accept-language': 'bn' });
    expect(res.statusCode).toBe(200);
    const [mail] = await db.select().from(mailTables.mailOutbox).where(like(mailTables.mailOutbox.to, user.email));
    const [bengali, english] = mail.text.split('----------');
    expect(bengali).toContain('নাপা ৫০০ × ৩: ৩.৬০ টাকা');
    expect(bengali).not.toContain('Napa');
    expect(english).toContain('Napa 500 × 3: 3.60 tk');
    expect(mail.html).toContain('নাপা ৫০০ × ৩: ৩.৬০ টাকা');
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, res.json().order_id));
    expect(line).toMatchObject({ title: 'Napa 500', bnTitle: 'নাপা ৫০০' });
  });
});

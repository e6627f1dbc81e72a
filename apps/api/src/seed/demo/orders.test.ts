import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES, type MyOrdersResponse } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { authTables, issueToken } from '../../modules/auth';
import { cartTables } from '../../modules/cart';
import { insertProducts } from '../../modules/catalog';
import { runOnce } from '../run-once';
import { seedDemoAccounts } from './accounts';
import { seedDemoOrders } from './orders';

describe('demo orders', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  it('gives the demo patient orders in every stage and payment status, and coupons, once', async () => {
    await seedDemoAccounts(db);
    await insertProducts(
      db,
      Array.from({ length: 6 }, (_, i) => ({ slug: `demo-order-product-${i}`, title: `Product ${i}`, price: 100 + i })),
    );
    expect(await runOnce(db, 'demo:orders', seedDemoOrders)).toBe(true);
    expect(await runOnce(db, 'demo:orders', seedDemoOrders)).toBe(false);

    const codes = (await db.select().from(cartTables.coupons)).map((c) => c.code).sort();
    expect(codes).toEqual(['EID2025', 'HEALTH10', 'WELCOME50']);

    const [patient] = await db.select().from(authTables.users).where(eq(authTables.users.email, 'patient@nirog.test'));
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/order/my-orders',
      headers: bearer(await issueToken(db, patient.id)),
    });
    const body = res.json() as MyOrdersResponse;
    expect(body.total).toBe(9);
    expect(new Set(body.data.map((o) => o.order_status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(body.data.map((o) => o.payment_status))).toEqual(new Set(PAYMENT_STATUSES));
    expect(body.data[0]).toMatchObject({ payment_method: 1, payment_status: 'Pending' });
    // Its payment exists, so the demo shows Pay now; after a failed payment too (a new session).
    expect(body.data[0].need_payment_crypt_id).toEqual(expect.any(String));
    const failed = body.data.find((o) => o.payment_status === 'Failed' && o.order_status !== 'Cancelled');
    expect(failed?.need_payment_crypt_id).toEqual(expect.any(String));
    expect(body.data.find((o) => o.coupon_code === 'HEALTH10')?.coupon_discount).toBeGreaterThan(0);

    // The demo patient can check out at once: a saved address in Dhanmondi, Dhaka.
    const address = await app.inject({
      url: '/api/auth/get-shipping-address',
      headers: bearer(await issueToken(db, patient.id)),
    });
    expect(address.json()).toMatchObject({
      shipping_address: { district: { name: 'Dhaka' }, sub_district: { name: 'Dhanmondi' } },
    });
    expect(body.data[0].shipping).toMatchObject({ district: 'Dhaka', sub_district: 'Dhanmondi' });
  });
});

import { and, asc, eq, sql } from 'drizzle-orm';
import { COUNTRY_ID, DHAKA_DISTRICT_ID, PAYMENT_METHOD } from '@nirog/contracts';
import type { Tx } from '../../db/client';
import { getShippingAddress, saveShippingAddress, shippingFeePoishaFor } from '../../modules/accounts';
import { authTables } from '../../modules/auth';
import { cartTables, couponValues, discountPoisha, shippingColumns, type CouponWriteInput } from '../../modules/cart';
import { catalogTables, orderLineColumns } from '../../modules/catalog';
import { lookupsTables } from '../../modules/lookups';
import { createPayment, paymentsTables } from '../../modules/payments';

const DAY = 86_400_000;

/** Demo coupons (README): two that work and one that has expired. */
export const DEMO_COUPONS: CouponWriteInput[] = [
  {
    code: 'WELCOME50',
    type: 'fixed',
    value: 50,
    max_discount: null,
    min_spend: 500,
    starts_at: null,
    ends_at: null,
    usage_limit: 1000,
    per_user_limit: 1,
    active: true,
  },
  {
    code: 'HEALTH10',
    type: 'percent',
    value: 10,
    max_discount: 100,
    min_spend: 0,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    per_user_limit: 5,
    active: true,
  },
  {
    code: 'EID2025',
    type: 'percent',
    value: 15,
    max_discount: 150,
    min_spend: 300,
    starts_at: '2025-03-20T00:00:00+06:00',
    ends_at: '2025-04-10T00:00:00+06:00',
    usage_limit: 500,
    per_user_limit: 1,
    active: true,
  },
];

interface DemoOrder {
  daysAgo: number;
  status: 'Pending' | 'Processing' | 'Shipped' | 'Delivered' | 'Completed' | 'Cancelled';
  method: 1 | 2;
  payment: 'Pending' | 'Paid' | 'Failed' | 'Refunded';
  /** Indexes into the first products of the shop, with quantities. */
  lines: Array<[number, number]>;
  coupon?: string;
  cancelReason?: string;
}

/** The demo patient's past orders: every stage and every payment status appears once at least. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    daysAgo: 40,
    status: 'Completed',
    method: 1,
    payment: 'Paid',
    lines: [
      [0, 2],
      [1, 1],
    ],
  },
  { daysAgo: 32, status: 'Completed', method: 2, payment: 'Paid', lines: [[2, 3]], coupon: 'HEALTH10' },
  {
    daysAgo: 21,
    status: 'Delivered',
    method: 2,
    payment: 'Paid',
    lines: [
      [3, 1],
      [4, 2],
    ],
  },
  {
    daysAgo: 15,
    status: 'Cancelled',
    method: 1,
    payment: 'Refunded',
    lines: [[5, 1]],
    cancelReason: 'Out of stock at the pharmacy; the payment was refunded.',
  },
  {
    daysAgo: 12,
    status: 'Cancelled',
    method: 2,
    payment: 'Pending',
    lines: [[1, 2]],
    cancelReason: 'Cancelled at the customer’s request.',
  },
  {
    daysAgo: 6,
    status: 'Shipped',
    method: 2,
    payment: 'Pending',
    lines: [
      [0, 1],
      [2, 1],
    ],
  },
  { daysAgo: 3, status: 'Processing', method: 1, payment: 'Paid', lines: [[4, 1]] },
  { daysAgo: 2, status: 'Pending', method: 1, payment: 'Failed', lines: [[3, 2]] },
  {
    daysAgo: 0,
    status: 'Pending',
    method: 1,
    payment: 'Pending',
    lines: [
      [0, 1],
      [5, 2],
    ],
  },
];

/**
 * Where the demo orders went: the patient's saved address; a patient without one is given a home in
 * Dhanmondi, Dhaka first (so checkout works for the demo patient at once).
 */
async function shippingSnapshot(tx: Tx, userId: number, name: string, phone: string) {
  let address = await getShippingAddress(tx, userId);
  if (!address) {
    const { districts, subDistricts } = lookupsTables;
    const [place] = await tx
      .select({ subDistrictId: subDistricts.id })
      .from(subDistricts)
      .innerJoin(districts, eq(districts.id, subDistricts.districtId))
      .where(and(eq(districts.id, DHAKA_DISTRICT_ID), eq(subDistricts.name, 'Dhanmondi')));
    if (!place) throw new Error('Reference data lacks Dhanmondi, Dhaka: seed the reference data first');
    await saveShippingAddress(tx, userId, {
      name,
      phone,
      country_id: COUNTRY_ID.Bangladesh,
      district_id: DHAKA_DISTRICT_ID,
      sub_district_id: place.subDistrictId,
      post_code: '1205',
      effective_delivery: 'Home',
      location: 'House 12, Road 7, Dhanmondi',
    });
    address = await getShippingAddress(tx, userId);
    if (!address) throw new Error('The demo address was not saved');
  }
  return {
    snapshot: shippingColumns(address),
    feePoisha: await shippingFeePoishaFor(tx, address),
  };
}

/**
 * Demo coupons and the demo patient's order history (run once, after the accounts and the
 * catalogue). Only the online orders still awaiting their money get payment rows (Pay now needs one); the
 * paid ones have none.
 */
export async function seedDemoOrders(tx: Tx): Promise<void> {
  const { coupons, couponRedemptions, orders, orderItems } = cartTables;
  const couponIds = new Map<string, typeof coupons.$inferSelect>();
  for (const input of DEMO_COUPONS) {
    const [row] = await tx.insert(coupons).values(couponValues(input)).onConflictDoNothing().returning();
    if (row) couponIds.set(row.code, row);
  }

  const { users } = authTables;
  const [patient] = await tx.select().from(users).where(eq(users.email, 'patient@nirog.test'));
  const { products } = catalogTables;
  const shelf = await tx
    .select(orderLineColumns)
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
    .limit(6);
  if (!patient || shelf.length < 6) return;

  const { snapshot, feePoisha } = await shippingSnapshot(tx, patient.id, patient.name, patient.phone ?? '01711000101');
  const now = Date.now();
  for (const demo of DEMO_ORDERS) {
    const lines = demo.lines.map(([index, qty]) => ({ ...shelf[index], qty }));
    const subTotal = lines.reduce((sum, l) => sum + l.finalPricePoisha * l.qty, 0);
    const coupon = demo.coupon ? couponIds.get(demo.coupon) : undefined;
    const discount = coupon ? discountPoisha(coupon, subTotal) : 0;
    const total = subTotal + feePoisha - discount;
    const createdAt = new Date(now - demo.daysAgo * DAY - 3 * 3_600_000);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: patient.id,
        status: demo.status,
        paymentMethod: demo.method,
        paymentStatus: demo.payment,
        subTotalPoisha: subTotal,
        shippingFeePoisha: feePoisha,
        couponDiscountPoisha: discount,
        totalPoisha: total,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        ...snapshot,
        cancelReason: demo.cancelReason ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.id,
        title: l.title,
        bnTitle: l.bnTitle,
        slug: l.slug,
        image: l.image,
        qty: l.qty,
        unitPricePoisha: l.finalPricePoisha,
      })),
    );
    // An online order still awaiting its money gets its payment (a failed one after a failed try), so the demo
    // shows Pay now as a real order would.
    const awaitsMoney = demo.payment === 'Pending' || demo.payment === 'Failed';
    if (demo.method === PAYMENT_METHOD.Online && awaitsMoney && demo.status !== 'Cancelled') {
      const payment = await createPayment(tx, {
        purpose: 'order',
        subjectId: order.id,
        userId: patient.id,
        amountPoisha: total,
        returnPath: '/profile/my-order',
      });
      await tx.update(orders).set({ paymentPublicId: payment.publicId }).where(eq(orders.id, order.id));
      if (demo.payment === 'Failed')
        await tx
          .update(paymentsTables.payments)
          .set({ status: 'Failed', gateway: 'sandbox', attempts: 1 })
          .where(eq(paymentsTables.payments.id, payment.id));
    }
    if (coupon && demo.status !== 'Cancelled') {
      await tx.insert(couponRedemptions).values({ couponId: coupon.id, userId: patient.id, orderId: order.id });
      await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(eq(coupons.id, coupon.id));
    }
  }
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { CART_QTY_MAX, PAYMENT_METHOD, type Language, type OrderStoreBodySchema } from '@nirog/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, ValidationError, fieldError, type FieldErrors } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { getShippingAddress, shippingFeePoishaFor } from '../accounts';
import { catalogTables, orderLineColumns } from '../catalog';
import { enqueueMail, pokeMailWorkers } from '../mail';
import { createPayment } from '../payments';
import { couponProblem, discountPoisha, findCouponByCode, redeemCoupon, type CouponRow } from './cart.coupons.service';
import { orderPlacedMail } from './cart.mails';
import { needsPayment, type OrderRow } from './cart.orders.service';
import { orderItems, orders } from './cart.tables';

export type OrderStoreInput = z.output<typeof OrderStoreBodySchema>;

export interface PlaceOrder {
  user: { id: number; name: string; email: string };
  body: OrderStoreInput;
  /** The `Idempotency-Key` header, already checked (1..100 characters). */
  idempotencyKey?: string;
  lang: Language;
  appUrl: string;
}

export interface PlacedOrder {
  orderId: number;
  needPayment: boolean;
  needPaymentId: string | null;
  /** False when the idempotency key answered an earlier order. */
  created: boolean;
}

export const IDEMPOTENCY_KEY_MAX = 100;

/** Checks the raw header; undefined when none was sent. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (typeof key !== 'string' || key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw fieldError('idempotency_key', 'cart.idempotency_key_invalid');
  }
  return key;
}

interface Line {
  id: number;
  qty: number;
}

/** Merges repeated products (quantities add up, still at most CART_QTY_MAX). */
function mergeLines(lines: Line[]): Array<Line & { index: number }> {
  const merged = new Map<number, Line & { index: number }>();
  lines.forEach((line, index) => {
    const seen = merged.get(line.id);
    if (!seen) {
      merged.set(line.id, { ...line, index });
      return;
    }
    seen.qty += line.qty;
    if (seen.qty > CART_QTY_MAX)
      throw fieldError(`cart_contents.${index}.qty`, 'cart.qty_too_many', { max: CART_QTY_MAX });
  });
  return [...merged.values()];
}

async function priceLines(db: DbOrTx, lines: Array<Line & { index: number }>) {
  const { products } = catalogTables;
  const rows = await db
    .select(orderLineColumns)
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: FieldErrors = {};
  for (const line of lines) {
    const product = byId.get(line.id);
    if (!product || !product.active) problems[`cart_contents.${line.index}.id`] = ['cart.product_unavailable'];
  }
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return lines.map((line) => {
    const product = byId.get(line.id)!;
    return {
      productId: product.id,
      title: product.title,
      slug: product.slug,
      image: product.image,
      qty: line.qty,
      unitPricePoisha: product.finalPricePoisha,
    };
  });
}

function replay(order: OrderRow): PlacedOrder {
  const pay = needsPayment(order);
  return { orderId: order.id, needPayment: pay, needPaymentId: pay ? order.paymentPublicId : null, created: false };
}

async function orderByKey(db: DbOrTx, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

/**
 * `POST /api/cart/order/store`. Every price comes from the database; the coupon row is locked for
 * the length of the transaction so its limits hold under concurrent orders; the order, its lines,
 * the coupon use, the online payment and the confirmation mail commit together or not at all. The
 * same user sending the same `Idempotency-Key` again gets the first order back.
 */
export async function placeOrder(db: Db, input: PlaceOrder): Promise<PlacedOrder> {
  const { user, body, idempotencyKey: key, lang } = input;
  const merged = mergeLines(body.cart_contents);
  // Independent reads, side by side (the pool has several connections).
  const [earlier, priced, address] = await Promise.all([
    key ? orderByKey(db, user.id, key) : undefined,
    priceLines(db, merged).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    getShippingAddress(db, user.id),
  ]);
  // A repeated key answers the first order even if a product has since left the shop.
  if (earlier) return replay(earlier);
  if ('error' in priced) throw priced.error;
  const lines = priced.value;
  if (!address) {
    throw new HttpError(
      422,
      'cart.no_shipping_address',
      {},
      { errors: { shipping_address: [translate(lang, 'cart.add_shipping_address')] } },
    );
  }
  const shippingFee = await shippingFeePoishaFor(db, address);
  const subTotal = lines.reduce((sum, line) => sum + line.unitPricePoisha * line.qty, 0);

  try {
    const placed = await db.transaction(async (tx) => {
      if (key) {
        // Same user, same key: one request at a time; the later one finds the first order.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${user.id}::int, hashtext(${key}))`);
        const earlier = await orderByKey(tx, user.id, key);
        if (earlier) return replay(earlier);
      }
      let coupon: CouponRow | undefined;
      let discount = 0;
      if (body.code) {
        coupon = await findCouponByCode(tx, body.code, true);
        const problem = await couponProblem(tx, coupon, user.id, subTotal);
        if (problem) throw fieldError('code', problem.key, problem.params);
        discount = discountPoisha(coupon!, subTotal);
      }
      const total = subTotal + shippingFee - discount;
      const [order] = await tx
        .insert(orders)
        .values({
          userId: user.id,
          paymentMethod: body.payment_method,
          subTotalPoisha: subTotal,
          shippingFeePoisha: shippingFee,
          couponDiscountPoisha: discount,
          totalPoisha: total,
          couponId: coupon?.id ?? null,
          couponCode: coupon?.code ?? null,
          shipName: address.name,
          shipPhone: address.phone,
          shipPostCode: address.post_code,
          shipEffectiveDelivery: address.effective_delivery,
          shipLocation: address.location,
          shipDistrictId: address.district.id,
          shipDistrict: address.district.name,
          shipDistrictBn: address.district.bn_name,
          shipSubDistrict: address.sub_district.name,
          shipSubDistrictBn: address.sub_district.bn_name,
          language: lang,
          idempotencyKey: key ?? null,
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order.id })));
      if (coupon) await redeemCoupon(tx, coupon.id, user.id, order.id);
      let paymentId: string | null = null;
      if (body.payment_method === PAYMENT_METHOD.Online && total === 0) {
        // Nothing left to pay online (a coupon covered everything and delivery is free).
        await tx.update(orders).set({ paymentStatus: 'Paid' }).where(eq(orders.id, order.id));
      } else if (body.payment_method === PAYMENT_METHOD.Online) {
        const payment = await createPayment(tx, {
          purpose: 'order',
          subjectId: order.id,
          userId: user.id,
          amountPoisha: total,
          returnPath: '/profile/my-order',
        });
        paymentId = payment.publicId;
        await tx.update(orders).set({ paymentPublicId: paymentId }).where(eq(orders.id, order.id));
      }
      const district = lang === 'bn' ? address.district.bn_name : address.district.name;
      const subDistrict = lang === 'bn' ? address.sub_district.bn_name : address.sub_district.name;
      await enqueueMail(
        tx,
        orderPlacedMail(
          lang,
          user,
          {
            id: order.id,
            paymentMethod: body.payment_method,
            subTotalPoisha: subTotal,
            shippingFeePoisha: shippingFee,
            couponCode: coupon?.code ?? null,
            couponDiscountPoisha: discount,
            totalPoisha: total,
            address: [address.location, subDistrict, district].join(', '),
            items: lines,
          },
          input.appUrl,
        ),
      );
      return { orderId: order.id, needPayment: paymentId !== null, needPaymentId: paymentId, created: true };
    });
    if (placed.created) pokeMailWorkers();
    return placed;
  } catch (err) {
    // The advisory lock makes this rare; the unique index is the last word.
    if (key && isUniqueViolation(err, 'orders_user_idempotency_unique')) {
      const earlier = await orderByKey(db, user.id, key);
      if (earlier) return replay(earlier);
    }
    throw err;
  }
}

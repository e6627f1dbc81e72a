import { and, eq, inArray, sql } from 'drizzle-orm';
import { CONTROL_CHARACTERS, type Language, type OrderStoreBodySchema } from '@nirog/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { HttpError, fieldError } from '../../lib/errors';
import { sha256 } from '../../lib/ids';
import { translate } from '../../lib/i18n';
import { getShippingAddress } from '../accounts';
import { catalogTables } from '../catalog';
import { pokeMailWorkers } from '../mail';
import { lockUsableCoupon } from './cart.coupons.service';
import { reserveOrderId, writeOrder } from './cart.order-writer';
import { needsPayment, type OrderRow } from './cart.orders.service';
import { cachedShippingFee } from './cart.shipping-fee';
import { priceLines, subTotalOf, type LineFields } from './cart.pricing';
import { orders } from './cart.tables';

export type OrderStoreInput = z.output<typeof OrderStoreBodySchema>;

export interface PlaceOrder {
  user: { id: number; name: string; email: string };
  body: OrderStoreInput;
  /** The `Idempotency-Key` header, already checked (1..100 characters). */
  idempotencyKey?: string;
  lang: Language;
  appUrl: string;
  /** How long a shipping fee read from the settings is reused (0: read on every order). */
  shippingFeeCacheMs: number;
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
  if (typeof key !== 'string' || key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX || CONTROL_CHARACTERS.test(key)) {
    throw fieldError('idempotency_key', 'cart.idempotency_key_invalid');
  }
  return key;
}

const CHECKOUT_LINE_FIELDS: LineFields = {
  product: (index) => `cart_contents.${index}.id`,
  qty: (index) => `cart_contents.${index}.qty`,
};

/**
 * What an order request asks for, as a hash: the lines (in any order), the payment method and the
 * coupon. A repeated Idempotency-Key must come with the same request; another request under a used
 * key is a client mistake (a new order reusing an old key), answered 422 rather than with the old order.
 */
export function orderFingerprint(body: OrderStoreInput): string {
  const lines = body.cart_contents.map((l) => [l.id, l.qty]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return sha256(
    JSON.stringify([lines, body.payment_method, body.code?.toUpperCase() ?? null, body.prescription_id ?? null]),
  );
}

/** The earlier order of a repeated key, when the request is the same (orders from before the check have no hash). */
function replay(order: OrderRow, fingerprint: string | null): PlacedOrder {
  if (fingerprint && order.idempotencyFingerprint && order.idempotencyFingerprint !== fingerprint) {
    throw fieldError('idempotency_key', 'cart.idempotency_key_reused');
  }
  const pay = needsPayment(order);
  return { orderId: order.id, needPayment: pay, needPaymentId: pay ? order.paymentPublicId : null, created: false };
}

async function orderById(db: DbOrTx, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

async function orderByKey(db: DbOrTx, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row;
}

const noShippingAddress = (lang: Language) =>
  new HttpError(
    422,
    'cart.no_shipping_address',
    {},
    { errors: { shipping_address: [translate(lang, 'cart.add_shipping_address')] } },
  );

/** Whether any of the products is prescription-only (inactive ones are refused by pricing anyway). */
async function needsPrescription(db: DbOrTx, productIds: number[]): Promise<boolean> {
  const { products } = catalogTables;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.prescriptionRequired, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * The buyer's own prescription, not declined by a pharmacist. Read by name: the prescriptions module's tables
 * import this module's, so it cannot import theirs (the order's foreign key is in the migration). With `lock`, in
 * the transaction that writes the order, the row is held FOR SHARE until it commits: a pharmacist ordering from the
 * prescription or declining it locks it FOR UPDATE, so either the pharmacist waits and then sees this order (and
 * refuses while it is live), or this checkout waits and then sees the decline.
 */
async function usablePrescription(db: DbOrTx, userId: number, prescriptionId: number, lock = false): Promise<boolean> {
  const result = (await db.execute(
    sql`SELECT 1 FROM prescriptions WHERE id = ${prescriptionId} AND user_id = ${userId} AND status <> 'Declined'${
      lock ? sql` FOR SHARE` : sql``
    }`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * An order with prescription-only products needs one of the buyer's prescriptions (422 on `prescription_id`
 * otherwise); it is then kept, Awaiting the pharmacist's check. A prescription sent with an order that needs none
 * is ignored.
 */
async function prescriptionFor(db: DbOrTx, userId: number, body: OrderStoreInput): Promise<{ id: number } | null> {
  if (
    !(await needsPrescription(
      db,
      body.cart_contents.map((l) => l.id),
    ))
  )
    return null;
  if (body.prescription_id === undefined) throw fieldError('prescription_id', 'cart.prescription_needed');
  if (!(await usablePrescription(db, userId, body.prescription_id))) {
    throw fieldError('prescription_id', 'cart.prescription_not_yours');
  }
  return { id: body.prescription_id };
}

/**
 * `POST /api/cart/order/store`. Every price comes from the database. An order without a coupon or a
 * prescription is written in one statement; with either, in a transaction that first locks the prescription row
 * (FOR SHARE, see usablePrescription) and the coupon row, so the pharmacist's rules and the coupon's limits hold
 * under concurrent requests. Either way the order, its lines, the coupon use, the online
 * payment and the confirmation mail commit together or not at all. The same user sending the same
 * `Idempotency-Key` again gets the first order back: found before anything is written, or, when both
 * requests got that far at once, stopped by the unique index on (user, key).
 */
export async function placeOrder(db: Db, input: PlaceOrder): Promise<PlacedOrder> {
  const { user, body, idempotencyKey: key, lang } = input;
  const fingerprint = key ? orderFingerprint(body) : null;
  const requested = body.cart_contents.map((line) => ({ productId: line.id, qty: line.qty }));
  // Independent reads, side by side (the pool has several connections).
  const [reserved, priced, address, prescription] = await Promise.all([
    reserveOrderId(db, key ? { userId: user.id, key } : undefined),
    priceLines(db, requested, CHECKOUT_LINE_FIELDS).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    getShippingAddress(db, user.id),
    prescriptionFor(db, user.id, body).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
  ]);
  // A repeated key answers the first order even if a product has since left the shop.
  if (reserved.earlierId !== null) return replay(await orderById(db, reserved.earlierId), fingerprint);
  if ('error' in priced) throw priced.error;
  if (!address) throw noShippingAddress(lang);
  if ('error' in prescription) throw prescription.error;
  const lines = priced.value;
  const order = {
    id: reserved.id,
    mailId: reserved.mailId,
    user,
    lines,
    address,
    shippingFeePoisha: await cachedShippingFee(db, address, input.shippingFeeCacheMs),
    paymentMethod: body.payment_method,
    lang,
    appUrl: input.appUrl,
    idempotencyKey: key ?? null,
    idempotencyFingerprint: fingerprint,
    prescription: prescription.value,
  };
  const code = body.code;
  const held = prescription.value;

  try {
    const written =
      code || held
        ? await db.transaction(async (tx) => {
            // Checked again under the lock: a pharmacist may have declined it since the read above.
            if (held && !(await usablePrescription(tx, user.id, held.id, true))) {
              throw fieldError('prescription_id', 'cart.prescription_not_yours');
            }
            const coupon = code ? await lockUsableCoupon(tx, code, user.id, subTotalOf(lines)) : null;
            return writeOrder(tx, { ...order, coupon });
          })
        : await writeOrder(db, { ...order, coupon: null });
    pokeMailWorkers();
    const paymentId = written.paymentPublicId;
    return { orderId: written.orderId, needPayment: paymentId !== null, needPaymentId: paymentId, created: true };
  } catch (err) {
    // The same key sent twice at once: the first request's order stopped this one at the unique index,
    // or the coupon use it took made this one's coupon check fail. Either way, answer that order.
    if (key && (isUniqueViolation(err, 'orders_user_idempotency_unique') || err instanceof HttpError)) {
      const earlier = await orderByKey(db, user.id, key);
      if (earlier) return replay(earlier, fingerprint);
    }
    throw err;
  }
}

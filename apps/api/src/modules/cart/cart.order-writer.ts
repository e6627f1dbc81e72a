import { sql, type SQLWrapper } from 'drizzle-orm';
import { PAYMENT_METHOD, type Language, type PaymentMethodId, type ShippingAddress } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { NEXT_MAIL_ID, mailWrites } from '../mail';
import { newPaymentPublicId, newPaymentRow, paymentsTables } from '../payments';
import { couponUseWrites } from './cart.coupons.service';
import { orderPlacedMail } from './cart.mails';
import { plainInsert, writeTogether } from './cart.one-statement';
import { subTotalOf, type PricedLine } from './cart.pricing';
import { orderItems, orders } from './cart.tables';

export interface ReservedOrder {
  /** The id the new order will have. */
  id: number;
  /** The order this user already made with this idempotency key, if any. */
  earlierId: number | null;
  /** The id the order-placed mail will have (its delivery job names it). */
  mailId: number;
}

/**
 * Before an order is written, in one query: the id it will have, so that the order, its lines, its
 * payment and its mail (which all name it) go to the database in one statement; the id of its mail,
 * which the mail's delivery job names; and, for an
 * idempotency key, the order the same user already made with it.
 */
export async function reserveOrderId(db: DbOrTx, repeatOf?: { userId: number; key: string }): Promise<ReservedOrder> {
  const earlier = repeatOf
    ? sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.userId} = ${repeatOf.userId} AND ${orders.idempotencyKey} = ${repeatOf.key})`
    : sql`NULL::int`;
  // Both drivers (node-postgres and PGlite) answer raw queries with `{ rows }`.
  const result = (await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id, ${earlier} AS earlier_id, ${NEXT_MAIL_ID} AS mail_id`,
  )) as unknown as { rows: Array<{ id: number; earlier_id: number | null; mail_id: number }> };
  const [row] = result.rows;
  return { id: row.id, earlierId: row.earlier_id, mailId: row.mail_id };
}

export interface NewOrder {
  /** From reserveOrderId. */
  id: number;
  /** From reserveOrderId. */
  mailId: number;
  user: { id: number; name: string; email: string };
  lines: PricedLine[];
  address: ShippingAddress;
  shippingFeePoisha: number;
  paymentMethod: PaymentMethodId;
  /** A coupon already checked against its limits while its row is locked by this transaction. */
  coupon: { id: number; code: string; discountPoisha: number } | null;
  /** The buyer's language: the order keeps it for later mails. */
  lang: Language;
  appUrl: string;
  idempotencyKey: string | null;
  /** What the key was sent with (see orderFingerprint); null without a key. */
  idempotencyFingerprint?: string | null;
  /** The buyer's prescription for an order with prescription-only products: the order waits for its check. */
  prescription?: { id: number } | null;
  /**
   * Set when a pharmacist made the order from the patient's prescription: the order keeps the prescription
   * (with no check to wait for) and the mail says so.
   */
  fromPrescription?: { id: number | null; note: string | null };
}

export interface WrittenOrder {
  orderId: number;
  totalPoisha: number;
  /** The online payment's id for Pay now; null for cash and for an online order with nothing to pay. */
  paymentPublicId: string | null;
}

/** What an order keeps of the address it ships to: a copy, so later edits of the address do not change it. */
export function shippingColumns(address: ShippingAddress) {
  return {
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
  };
}

/**
 * Writes a priced order: the order (Pending), its lines, the coupon use, the online payment and the
 * order-placed mail with its delivery job, in one statement (one round trip, all or nothing) on `db` — the caller's
 * transaction when it holds locks (a coupon row) or has writes of its own, else on its own. The payment
 * id is drawn here so that the order row carries it from the start. A repeated idempotency key fails
 * the whole statement with the unique violation of `orders_user_idempotency_unique`. The caller pokes
 * the mail workers after commit.
 */
export async function writeOrder(db: DbOrTx, order: NewOrder): Promise<WrittenOrder> {
  const { address, coupon, lang, user, id: orderId } = order;
  const subTotal = subTotalOf(order.lines);
  const discount = coupon?.discountPoisha ?? 0;
  const total = subTotal + order.shippingFeePoisha - discount;
  const online = order.paymentMethod === PAYMENT_METHOD.Online;
  const paymentPublicId = online && total > 0 ? newPaymentPublicId() : null;

  const writes: SQLWrapper[] = [
    plainInsert(orders, [
      {
        id: orderId,
        userId: user.id,
        paymentMethod: order.paymentMethod,
        // Nothing left to pay online (a coupon covered everything and delivery is free).
        paymentStatus: online && total === 0 ? 'Paid' : 'Pending',
        paymentPublicId,
        subTotalPoisha: subTotal,
        shippingFeePoisha: order.shippingFeePoisha,
        couponDiscountPoisha: discount,
        totalPoisha: total,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        ...shippingColumns(address),
        language: lang,
        idempotencyKey: order.idempotencyKey,
        idempotencyFingerprint: order.idempotencyFingerprint ?? null,
        prescriptionId: order.prescription?.id ?? order.fromPrescription?.id ?? null,
        prescriptionCheck: order.prescription ? ('Awaiting' as const) : null,
      },
    ]),
    plainInsert(
      orderItems,
      order.lines.map((line) => ({ ...line, orderId })),
    ),
  ];
  if (coupon) writes.push(...couponUseWrites(db, coupon.id, user.id, orderId));
  if (paymentPublicId) {
    const payment = newPaymentRow({
      publicId: paymentPublicId,
      purpose: 'order',
      subjectId: orderId,
      userId: user.id,
      amountPoisha: total,
      returnPath: '/profile/my-order',
    });
    writes.push(plainInsert(paymentsTables.payments, [payment]));
  }
  const district = lang === 'bn' ? address.district.bn_name : address.district.name;
  const subDistrict = lang === 'bn' ? address.sub_district.bn_name : address.sub_district.name;
  const mail = orderPlacedMail(
    lang,
    user,
    {
      id: orderId,
      paymentMethod: order.paymentMethod,
      subTotalPoisha: subTotal,
      shippingFeePoisha: order.shippingFeePoisha,
      couponCode: coupon?.code ?? null,
      couponDiscountPoisha: discount,
      totalPoisha: total,
      address: [address.location, subDistrict, district].join(', '),
      items: order.lines,
      fromPrescription: order.fromPrescription,
      awaitsPrescriptionCheck: Boolean(order.prescription),
    },
    order.appUrl,
  );
  // The outbox row and delivery job enqueueMail writes, built here so they travel in the same statement.
  writes.push(...mailWrites(mail, order.mailId));
  await writeTogether(db, writes);
  return { orderId, totalPoisha: total, paymentPublicId };
}

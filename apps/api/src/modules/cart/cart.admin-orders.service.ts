import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  PAYMENT_METHOD,
  type AdminOrder,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
  type Language,
  type OrderStatus,
} from '@nirog/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { HttpError, fieldError, notFound } from '../../lib/errors';
import { translate, verbatim, type MessageKey } from '../../lib/i18n';
import { toTaka } from '../../lib/money';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { auditEntriesAbout, writeAudit } from '../admin';
import { authTables } from '../auth';
import { enqueueMail, pokeMailWorkers } from '../mail';
import { decideHeldPayment, findPaymentFor, markPaidInCash, paymentsTables } from '../payments';
import { releaseCoupon } from './cart.coupons.service';
import { heldPaymentAcceptedMail, heldPaymentRejectedMail, orderCancelledMail, orderStatusMail } from './cart.mails';
import { orderStatusOf, paymentStatusOf, prescriptionOf, serializeOrders, type OrderRow } from './cart.orders.service';
import { orderItems, orders } from './cart.tables';

const { users } = authTables;

/** Start of an Asia/Dhaka calendar day (UTC+6 all year, no daylight saving). */
export const dhakaDayStart = (day: string) => new Date(`${day}T00:00:00+06:00`);
const nextDay = (date: Date) => new Date(date.getTime() + 86_400_000);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const { payments } = paymentsTables;
/** The order has an online payment that arrived after it was cancelled, waiting for a refund. */
const refundDue = sql`exists (select 1 from ${payments} where ${payments.purpose} = 'order'
  and ${payments.subjectId} = ${orders.id} and ${payments.refundDueAt} is not null)`;

function filters(query: AdminOrdersQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.payment_status) where.push(eq(orders.paymentStatus, query.payment_status));
  if (query.refund_due === 'true') where.push(refundDue);
  if (query.from) where.push(gte(orders.createdAt, dhakaDayStart(query.from)));
  if (query.to) where.push(lt(orders.createdAt, nextDay(dhakaDayStart(query.to))));
  if (query.customer) {
    const text = query.customer.trim();
    const pattern = `%${escapeLike(text)}%`;
    const matches = [ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)];
    const id = /^#?(\d{1,9})$/.exec(text);
    if (id) matches.push(eq(orders.id, Number(id[1])));
    where.push(or(...matches)!);
  }
  return where.length ? and(...where) : undefined;
}

/** `GET /api/admin/orders`: newest first, 20 a page. */
export async function listAdminOrders(db: DbOrTx, query: AdminOrdersQuery): Promise<AdminOrdersResponse> {
  const perPage = PAGE_SIZE.admin;
  const { limit, offset } = pageWindow(query.page, perPage);
  const where = filters(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        order: orders,
        customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
        itemCount: sql<number>`(SELECT count(*) FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const data: AdminOrderRow[] = rows.map(({ order, customer, itemCount }) => ({
    id: order.id,
    total_amount: toTaka(order.totalPoisha),
    payment_method: order.paymentMethod,
    payment_status: paymentStatusOf(order.paymentStatus),
    order_status: orderStatusOf(order.status),
    prescription: prescriptionOf(order),
    created_at: order.createdAt.toISOString(),
    customer,
    item_count: Number(itemCount),
  }));
  return paginated(data, query.page, perPage, Number(total));
}

async function customerOf(db: DbOrTx, userId: number) {
  const [customer] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return customer;
}

/** `GET /api/admin/orders/:id`: the order, its customer, its payment and what staff did to it. */
export async function getAdminOrder(db: DbOrTx, orderId: number, lang: Language): Promise<AdminOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound('cart.order_not_found');
  const [[order], customer, payment, audit] = await Promise.all([
    serializeOrders(db, [row], lang),
    customerOf(db, row.userId),
    findPaymentFor(db, 'order', row.id),
    auditEntriesAbout(db, 'order', row.id, 50),
  ]);
  return {
    ...order,
    customer,
    payment: payment
      ? {
          id: payment.publicId,
          gateway: payment.gateway,
          status: payment.status,
          transaction_id: payment.transactionId,
          paid_at: payment.paidAt ? new Date(payment.paidAt).toISOString() : null,
          held_at: payment.heldAt ? new Date(payment.heldAt).toISOString() : null,
          refund_due_at: payment.refundDueAt ? new Date(payment.refundDueAt).toISOString() : null,
          risk_level: payment.riskLevel,
        }
      : null,
    cancel_reason: row.cancelReason,
    audit_entries: audit,
  };
}

export interface OrderActionResult {
  messageKey: MessageKey;
  params?: Record<string, string>;
  orderId: number;
}

/** Runs a staff change on one order with the order row locked. */
async function withOrder<T>(db: Db, orderId: number, work: (tx: Tx, order: OrderRow) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('cart.order_not_found');
    return work(tx, order);
  });
  pokeMailWorkers();
  return result;
}

const language = (order: OrderRow): Language => (order.language === 'bn' ? 'bn' : 'en');

/** `POST /api/admin/orders/:id/status`: any of the 5 stages, forward or back; never from Cancelled. */
export async function moveOrderStage(
  db: Db,
  input: { actorId: number; orderId: number; status: Exclude<OrderStatus, 'Cancelled'>; appUrl: string },
): Promise<OrderActionResult> {
  return withOrder(db, input.orderId, async (tx, order) => {
    if (order.status === 'Cancelled') throw new HttpError(422, 'cart.order_cancelled_locked');
    if (order.status === input.status) {
      throw new HttpError(422, 'cart.order_same_status', { status: input.status });
    }
    // An order with prescription-only products stays Pending until a pharmacist confirms its prescription.
    if (order.prescriptionCheck !== null && order.prescriptionCheck !== 'Confirmed' && input.status !== 'Pending') {
      throw fieldError('order_status', 'cart.prescription_not_confirmed', { status: input.status });
    }
    await tx.update(orders).set({ status: input.status, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'order_status_changed',
      subjectType: 'order',
      subjectId: order.id,
      details: { from: order.status, to: input.status },
    });
    const customer = await customerOf(tx, order.userId);
    await enqueueMail(tx, orderStatusMail(language(order), customer, order.id, input.status, input.appUrl));
    return { messageKey: 'cart.order_status_changed', params: { status: input.status }, orderId: order.id };
  });
}

/**
 * `POST /api/admin/orders/:id/prescription/confirm` (Admin and Pharmacist): the prescription the customer attached
 * is valid for the order; it may now move to Processing. Only while the check is Awaiting.
 */
export async function confirmOrderPrescription(
  db: Db,
  input: { actorId: number; orderId: number },
): Promise<OrderActionResult> {
  return withOrder(db, input.orderId, async (tx, order) => {
    if (order.prescriptionCheck !== 'Awaiting' || order.status === 'Cancelled') {
      throw new HttpError(422, 'cart.prescription_not_awaiting');
    }
    await tx
      .update(orders)
      .set({
        prescriptionCheck: 'Confirmed',
        prescriptionCheckedBy: input.actorId,
        prescriptionCheckedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'order_prescription_confirmed',
      subjectType: 'order',
      subjectId: order.id,
      details: { prescription_id: order.prescriptionId },
    });
    return { messageKey: 'cart.prescription_confirmed', orderId: order.id };
  });
}

/**
 * `POST /api/admin/orders/:id/prescription/reject` (Admin and Pharmacist): the prescription does not cover the order;
 * the order is cancelled with the reason (coupon use given back) and the customer is mailed it. The order keeps the
 * pharmacist's reason alone: the pages say the prescription was not accepted themselves, in the reader's language
 * (My orders said it twice); the mail says it before the reason.
 */
export async function rejectOrderPrescription(
  db: Db,
  input: { actorId: number; orderId: number; reason: string; appUrl: string },
): Promise<OrderActionResult> {
  return withOrder(db, input.orderId, async (tx, order) => {
    if (order.prescriptionCheck !== 'Awaiting' || order.status === 'Cancelled') {
      throw new HttpError(422, 'cart.prescription_not_awaiting');
    }
    await cancelLocked(tx, order, input.reason);
    await tx
      .update(orders)
      .set({ prescriptionCheck: 'Rejected', prescriptionCheckedBy: input.actorId, prescriptionCheckedAt: new Date() })
      .where(eq(orders.id, order.id));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'order_prescription_rejected',
      subjectType: 'order',
      subjectId: order.id,
      details: { prescription_id: order.prescriptionId, from: order.status, reason: input.reason },
    });
    const customer = await customerOf(tx, order.userId);
    const reason = translate(language(order), 'cart.prescription_rejected_reason', { reason: verbatim(input.reason) });
    await enqueueMail(tx, orderCancelledMail(language(order), customer, order.id, reason, input.appUrl));
    return { messageKey: 'cart.prescription_rejected', orderId: order.id };
  });
}

/** Cancels inside a staff change: the order leaves the stages and its coupon use is given back. */
async function cancelLocked(tx: Tx, order: OrderRow, reason: string): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'Cancelled', cancelReason: reason, updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await releaseCoupon(tx, order.id);
}

const deliveredAlready = (order: OrderRow) => order.status === 'Delivered' || order.status === 'Completed';

/**
 * `POST /api/admin/orders/:id/cancel`: not once Delivered or Completed. The coupon use is given back;
 * money already paid online is refunded by staff outside the system (payment status stays Paid).
 * `POST /api/auth/order/:id/cancel` (`customerId` set): the buyer's own order, only while it is Pending
 * and not paid. The update is conditional on that, and a payment settling at the same time locks the
 * order row too (`orderIsPayable`), so either the payment wins (Paid, the cancel is refused) or the
 * cancel wins (the late payment is flagged for refund).
 */
export async function cancelOrder(
  db: Db,
  input: { actorId: number; orderId: number; reason: string; appUrl: string; customerId?: number },
): Promise<OrderActionResult> {
  return withOrder(db, input.orderId, async (tx, order) => {
    if (input.customerId !== undefined && order.userId !== input.customerId) throw notFound('cart.order_not_found');
    if (order.status === 'Cancelled') throw new HttpError(422, 'cart.order_already_cancelled');
    if (deliveredAlready(order)) throw new HttpError(422, 'cart.order_cancel_too_late');
    if (input.customerId !== undefined) {
      const [cancelled] = await tx
        .update(orders)
        .set({ status: 'Cancelled', cancelReason: input.reason, updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.status, 'Pending'),
            inArray(orders.paymentStatus, ['Pending', 'Failed']),
          ),
        )
        .returning({ id: orders.id });
      if (!cancelled) throw new HttpError(422, 'cart.order_cancel_not_pending');
      await releaseCoupon(tx, order.id);
    } else {
      await cancelLocked(tx, order, input.reason);
    }
    await writeAudit(tx, {
      actorId: input.actorId,
      action: input.customerId !== undefined ? 'order_cancelled_by_customer' : 'order_cancelled',
      subjectType: 'order',
      subjectId: order.id,
      details: { from: order.status, reason: input.reason },
    });
    const customer = await customerOf(tx, order.userId);
    await enqueueMail(tx, orderCancelledMail(language(order), customer, order.id, input.reason, input.appUrl));
    return { messageKey: 'cart.order_cancelled', orderId: order.id };
  });
}

/**
 * `POST /api/admin/orders/:id/held-payment/accept` (Admin): the payment held for risk is counted, so
 * the payment and the order become Paid (the payments module's settlement runs the order's handler).
 * Not for a cancelled order: reject that payment instead, so the buyer gets the money back.
 */
export async function acceptHeldPayment(
  db: Db,
  input: { actorId: number; orderId: number; appUrl: string },
): Promise<OrderActionResult> {
  return withOrder(db, input.orderId, async (tx, order) => {
    if (order.status === 'Cancelled') throw new HttpError(422, 'cart.order_cancelled_locked');
    const payment = await decideHeldPayment(tx, {
      purpose: 'order',
      subjectId: order.id,
      decision: 'accept',
      actorId: input.actorId,
    });
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'order_payment_accepted',
      subjectType: 'order',
      subjectId: order.id,
      details: { amount: toTaka(payment.amountPoisha), transaction_id: payment.transactionId },
    });
    const customer = await customerOf(tx, order.userId);
    await enqueueMail(
      tx,
      heldPaymentAcceptedMail(language(order), customer, order.id, payment.amountPoisha, input.appUrl),
    );
    return { messageKey: 'cart.held_payment_accepted', orderId: order.id };
  });
}

/**
 * `POST /api/admin/orders/:id/held-payment/reject` (Admin): the payment held for risk becomes Failed
 * and the order is cancelled with the reason (unless it already was); not once Delivered or Completed.
 * The gateway refunds the money outside this system.
 */
export async function rejectHeldPayment(
  db: Db,
  input: { actorId: number; orderId: number; reason: string; appUrl: string },
): Promise<OrderActionResult> {
  return withOrder(db, input.orderId, async (tx, order) => {
    if (deliveredAlready(order)) throw new HttpError(422, 'cart.order_cancel_too_late');
    const payment = await decideHeldPayment(tx, {
      purpose: 'order',
      subjectId: order.id,
      decision: 'reject',
      actorId: input.actorId,
    });
    if (order.status !== 'Cancelled') await cancelLocked(tx, order, input.reason);
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'order_payment_rejected',
      subjectType: 'order',
      subjectId: order.id,
      details: { from: order.status, reason: input.reason, amount: toTaka(payment.amountPoisha) },
    });
    const customer = await customerOf(tx, order.userId);
    await enqueueMail(
      tx,
      heldPaymentRejectedMail(language(order), customer, order.id, payment.amountPoisha, input.reason, input.appUrl),
    );
    return { messageKey: 'cart.held_payment_rejected', orderId: order.id };
  });
}

/** `POST /api/admin/orders/:id/mark-paid`: the money of a cash-on-delivery order was collected. */
export async function markOrderPaid(db: Db, input: { actorId: number; orderId: number }): Promise<OrderActionResult> {
  return withOrder(db, input.orderId, async (tx, order) => {
    if (order.paymentMethod !== PAYMENT_METHOD.CashOnDelivery) throw new HttpError(422, 'cart.order_not_cash');
    if (order.paymentStatus === 'Paid') throw new HttpError(422, 'cart.order_already_paid');
    if (order.status === 'Cancelled') throw new HttpError(422, 'cart.order_cancelled_locked');
    await markPaidInCash(tx, 'order', order.id, order.userId, order.totalPoisha);
    await tx.update(orders).set({ paymentStatus: 'Paid', updatedAt: new Date() }).where(eq(orders.id, order.id));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'order_marked_paid',
      subjectType: 'order',
      subjectId: order.id,
      details: { amount: toTaka(order.totalPoisha) },
    });
    return { messageKey: 'cart.order_marked_paid', orderId: order.id };
  });
}

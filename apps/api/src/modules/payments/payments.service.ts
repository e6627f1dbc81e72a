import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { randomToken } from '../../lib/ids';
import {
  DEFAULT_RETURN_PATHS,
  type PaymentGatewayName,
  type PaymentPurpose,
  type PaymentStatusValue,
} from './payments.registry';
import { changeStatus, logPaymentEvent } from './payments.settle';
import { payments } from './payments.tables';

export interface NewPayment {
  purpose: PaymentPurpose;
  subjectId: number;
  userId: number;
  amountPoisha: number;
  /** web path the buyer returns to, e.g. '/profile/my-order' */
  returnPath: string;
  /**
   * From `newPaymentPublicId()` when the caller stores the id on its own row first (an order keeps
   * it for Pay now), so it need not update that row afterwards; a fresh one otherwise.
   */
  publicId?: string;
}

export interface PaymentSummary {
  id: number;
  publicId: string;
  status: PaymentStatusValue;
  /** 'none' until a gateway session starts (or cash is collected). */
  gateway: PaymentGatewayName | 'none';
  /** The gateway's reference (SSLCommerz bank transaction id, sandbox reference); null for cash. */
  transactionId: string | null;
  amountPoisha: number;
  paidAt: Date | null;
  /** Set while a risky payment (risk_level 1) waits for staff to accept or reject it. */
  heldAt: Date | null;
  riskLevel: number | null;
  /** Set when the money arrived after its purpose stopped being payable: staff must refund it. */
  refundDueAt: Date | null;
}

/** A web path on our own site: starts with one slash, no scheme or host, no control characters. */
const isLocalPath = (p: string) => /^\/(?!\/)[^\s\\]*$/.test(p) && p.length <= 200;

/** The unguessable id the browser knows a payment by (need_payment_crypt_id). */
export const newPaymentPublicId = () => randomToken(32);

/**
 * The row of a new payment, not yet written, so a caller can write it in one statement with its own
 * rows (an order with its payment). Checks the amount and the return path.
 */
export function newPaymentRow(p: NewPayment): typeof payments.$inferInsert {
  if (!Number.isInteger(p.amountPoisha) || p.amountPoisha <= 0)
    throw new RangeError('a payment needs a positive amount');
  if (!isLocalPath(p.returnPath)) throw new RangeError(`not a local web path: ${p.returnPath}`);
  return {
    publicId: p.publicId ?? newPaymentPublicId(),
    purpose: p.purpose,
    subjectId: p.subjectId,
    userId: p.userId,
    amountPoisha: p.amountPoisha,
    returnPath: p.returnPath,
  };
}

/** Inside the caller's transaction; returns the unguessable public id (need_payment_crypt_id). */
export async function createPayment(tx: DbOrTx, p: NewPayment): Promise<{ id: number; publicId: string }> {
  const [row] = await tx
    .insert(payments)
    .values(newPaymentRow(p))
    .returning({ id: payments.id, publicId: payments.publicId });
  return row;
}

const summaryOf = (row: typeof payments.$inferSelect): PaymentSummary => ({
  id: row.id,
  publicId: row.publicId,
  status: row.status as PaymentStatusValue,
  gateway: (row.gateway as PaymentGatewayName | null) ?? 'none',
  transactionId: row.gatewayTransactionId,
  amountPoisha: row.amountPoisha,
  paidAt: row.paidAt,
  heldAt: row.heldAt,
  riskLevel: row.riskLevel,
  refundDueAt: row.refundDueAt,
});

async function latestFor(db: DbOrTx, purpose: string, subjectId: number, lock: boolean) {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, purpose), eq(payments.subjectId, subjectId)))
    .orderBy(desc(payments.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Latest payment of a subject (for Pay now / order detail). */
export async function findPaymentFor(
  db: DbOrTx,
  purpose: PaymentPurpose,
  subjectId: number,
): Promise<PaymentSummary | null> {
  const row = await latestFor(db, purpose, subjectId, false);
  return row ? summaryOf(row) : null;
}

/**
 * Staff: marks a cash payment collected. Updates the subject's latest payment (or creates one) to
 * Paid with gateway 'cash' and runs the purpose's handler; nothing happens when it is already Paid.
 */
export async function markPaidInCash(
  tx: Tx,
  purpose: PaymentPurpose,
  subjectId: number,
  userId: number,
  amountPoisha: number,
): Promise<void> {
  if (!Number.isInteger(amountPoisha) || amountPoisha < 0) throw new RangeError('not an amount');
  let payment = await latestFor(tx, purpose, subjectId, true);
  if (payment?.status === 'Paid') return;
  if (!payment) {
    [payment] = await tx
      .insert(payments)
      .values({
        publicId: newPaymentPublicId(),
        purpose,
        subjectId,
        userId,
        amountPoisha,
        returnPath: DEFAULT_RETURN_PATHS[purpose] ?? '/',
      })
      .returning();
  }
  await changeStatus(tx, payment, 'Paid', {
    gateway: 'cash',
    amountPoisha,
    gatewayTransactionId: null,
    heldAt: null,
  });
  await logPaymentEvent(tx, {
    paymentId: payment.id,
    tranId: null,
    kind: 'cash_collected',
    ok: true,
    details: { amount_poisha: amountPoisha, previous_status: payment.status },
  });
}

export type HeldPaymentDecision = 'accept' | 'reject';

/**
 * Staff's decision on a subject's payment held for risk (SSLCommerz risk_level 1, money taken but not
 * counted): accept records it Paid with the gateway's amount and reference as held, reject records it
 * Failed (the buyer's money goes back through the gateway's refund, outside this system). Both go
 * through changeStatus, so the purpose's handler runs in this transaction, and are logged as payment
 * events with the staff member. The payment row is locked; one that is not held (never was, or was
 * already decided) is a 422 `payments.not_held` and nothing changes.
 */
export async function decideHeldPayment(
  tx: Tx,
  input: { purpose: PaymentPurpose; subjectId: number; decision: HeldPaymentDecision; actorId: number },
): Promise<PaymentSummary> {
  const payment = await latestFor(tx, input.purpose, input.subjectId, true);
  if (!payment || payment.status !== 'Pending' || !payment.heldAt) throw new HttpError(422, 'payments.not_held');
  const updated =
    input.decision === 'accept'
      ? await changeStatus(tx, payment, 'Paid', { gatewayTransactionId: payment.bankTranId ?? payment.valId })
      : await changeStatus(tx, payment, 'Failed', { heldAt: null });
  await logPaymentEvent(tx, {
    paymentId: payment.id,
    tranId: payment.tranId,
    kind: input.decision === 'accept' ? 'held_accepted' : 'held_rejected',
    ok: true,
    details: { actor_id: input.actorId, amount_poisha: payment.amountPoisha, risk_level: payment.riskLevel },
  });
  return summaryOf(updated);
}

export async function findByPublicId(db: DbOrTx, publicId: string, lock = false) {
  // Public ids are base64url (newPaymentPublicId); anything else, a NUL byte included, names no payment.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(publicId)) return null;
  const query = db.select().from(payments).where(eq(payments.publicId, publicId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Opens a new gateway session on a payment: fresh tran_id, back to Pending, one more attempt. */
export async function openSession(tx: Tx, paymentId: number, gateway: 'sandbox' | 'sslcommerz', lang: 'en' | 'bn') {
  const tranId = `NRG${randomToken(15)}`;
  const [row] = await tx
    .update(payments)
    .set({
      tranId,
      gateway,
      lang,
      status: 'Pending',
      attempts: sql`${payments.attempts} + 1`,
      sessionStartedAt: sql`now()`,
      checkedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, paymentId))
    .returning();
  await logPaymentEvent(tx, { paymentId, tranId, kind: 'session_started', ok: true, details: { gateway } });
  return row;
}

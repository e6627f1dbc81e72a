import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
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
}

/** A web path on our own site: starts with one slash, no scheme or host, no control characters. */
const isLocalPath = (p: string) => /^\/(?!\/)[^\s\\]*$/.test(p) && p.length <= 200;

/** Inside the caller's transaction; returns the unguessable public id (need_payment_crypt_id). */
export async function createPayment(tx: DbOrTx, p: NewPayment): Promise<{ id: number; publicId: string }> {
  if (!Number.isInteger(p.amountPoisha) || p.amountPoisha <= 0)
    throw new RangeError('a payment needs a positive amount');
  if (!isLocalPath(p.returnPath)) throw new RangeError(`not a local web path: ${p.returnPath}`);
  const [row] = await tx
    .insert(payments)
    .values({
      publicId: randomToken(32),
      purpose: p.purpose,
      subjectId: p.subjectId,
      userId: p.userId,
      amountPoisha: p.amountPoisha,
      returnPath: p.returnPath,
    })
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
        publicId: randomToken(32),
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

export async function findByPublicId(db: DbOrTx, publicId: string, lock = false) {
  if (publicId.length > 64) return null;
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

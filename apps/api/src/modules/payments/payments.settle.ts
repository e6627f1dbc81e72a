import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { GatewayResult } from './payments.gateway';
import { payableCheckFor, settledHandlerFor, type SettledStatus } from './payments.registry';
import { paymentEvents, payments } from './payments.tables';

export type PaymentRow = typeof payments.$inferSelect;

/** What happened to a payment because of a callback, a sandbox button or reconciliation. */
export type SettleOutcome =
  | 'paid'
  | 'already_paid'
  | 'failed'
  | 'cancelled'
  | 'held'
  | 'mismatch'
  | 'unknown'
  | 'unverified'
  | 'gateway_unavailable'
  | 'not_payable'
  | 'refund_due';

export interface EventInput {
  paymentId: number | null;
  tranId: string | null;
  kind: string;
  ok: boolean;
  details?: Record<string, unknown>;
  note?: string;
}

export async function logPaymentEvent(db: DbOrTx, e: EventInput): Promise<void> {
  await db.insert(paymentEvents).values({
    paymentId: e.paymentId,
    tranId: e.tranId?.slice(0, 40) ?? null,
    kind: e.kind,
    ok: e.ok,
    details: e.details ?? {},
    note: e.note ?? null,
  });
}

/**
 * The payment a transaction id belongs to: the current session's, or an earlier session's of the
 * same payment (a buyer who retried may still have paid the first one). `lock` takes the row lock.
 */
export async function findByTranId(db: DbOrTx, tranId: string, lock = false): Promise<PaymentRow | null> {
  const base = () => db.select().from(payments);
  let [row] = lock
    ? await base().where(eq(payments.tranId, tranId)).for('update')
    : await base().where(eq(payments.tranId, tranId));
  if (row) return row;
  const [earlier] = await db
    .select({ paymentId: paymentEvents.paymentId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.tranId, tranId), eq(paymentEvents.kind, 'session_started')))
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  if (!earlier?.paymentId) return null;
  [row] = lock
    ? await base().where(eq(payments.id, earlier.paymentId)).for('update')
    : await base().where(eq(payments.id, earlier.paymentId));
  return row ?? null;
}

/** Records a real status change and runs the purpose's handler in the same transaction. */
export async function changeStatus(
  tx: Tx,
  payment: PaymentRow,
  status: SettledStatus,
  set: Partial<typeof payments.$inferInsert> = {},
): Promise<PaymentRow> {
  const [updated] = await tx
    .update(payments)
    .set({
      ...set,
      status,
      updatedAt: sql`now()`,
      ...(status === 'Paid' ? { paidAt: sql`now()`, heldAt: null } : {}),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  await settledHandlerFor(updated.purpose)?.(tx, {
    id: updated.id,
    publicId: updated.publicId,
    subjectId: updated.subjectId,
    userId: updated.userId,
    amountPoisha: updated.amountPoisha,
    status,
    transactionId: updated.gatewayTransactionId,
  });
  return updated;
}

const OUTCOME_OF: Record<SettledStatus, SettleOutcome> = { Paid: 'paid', Failed: 'failed', Cancelled: 'cancelled' };

/**
 * Applies a result the gateway vouches for. Idempotent: a second success, a replayed failure or a
 * failure of an earlier session changes nothing. A success is recorded only when its amount and
 * currency equal ours; a risky one (risk_level 1) is held for review instead. Money received wins:
 * a Failed or Cancelled payment still becomes Paid. Every call writes one event.
 */
export async function applyGatewayResult(
  db: DbOrTx,
  result: GatewayResult,
  eventKind: string,
): Promise<{ outcome: SettleOutcome; payment: PaymentRow | null }> {
  return db.transaction(async (tx) => {
    const payment = await findByTranId(tx, result.tranId, true);
    const log = (ok: boolean, outcome: SettleOutcome, note?: string) =>
      logPaymentEvent(tx, {
        paymentId: payment?.id ?? null,
        tranId: result.tranId,
        kind: eventKind,
        ok,
        details: { outcome, status: result.status, ...result.details },
        note,
      });

    if (!payment) {
      await log(false, 'unknown', 'no payment has this tran_id');
      return { outcome: 'unknown' as const, payment: null };
    }

    if (result.status === 'Paid') {
      if (result.amountPoisha !== payment.amountPoisha || result.currency !== payment.currency) {
        await log(false, 'mismatch', `gateway reports ${result.amountPoisha} ${result.currency}`);
        return { outcome: 'mismatch' as const, payment };
      }
      if (payment.status === 'Paid') {
        const another = payment.valId && result.valId && payment.valId !== result.valId;
        await log(!another, 'already_paid', another ? 'a second payment for a paid payment: refund it' : undefined);
        return { outcome: 'already_paid' as const, payment };
      }
      const gateway = { valId: result.valId, bankTranId: result.bankTranId, riskLevel: result.riskLevel };
      if (result.riskLevel === 1) {
        await tx
          .update(payments)
          .set({ ...gateway, heldAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(payments.id, payment.id));
        await log(false, 'held', 'risk_level 1: held for staff review, not marked Paid');
        return { outcome: 'held' as const, payment };
      }
      const payable = payableCheckFor(payment.purpose);
      if (payable && !(await payable(tx, payment.subjectId))) {
        // Money arrived for something no longer payable (an order cancelled while its payment page was
        // open): the money is recorded as received, the purpose is left as it is (no "Cancelled and Paid"),
        // and the payment waits in the back office for a refund.
        const [flagged] = await tx
          .update(payments)
          .set({
            ...gateway,
            status: 'Paid',
            tranId: result.tranId,
            gatewayTransactionId: result.gatewayTxnId,
            paidAt: sql`now()`,
            heldAt: null,
            refundDueAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(payments.id, payment.id))
          .returning();
        await log(false, 'refund_due', 'paid after its purpose stopped being payable: refund it');
        return { outcome: 'refund_due' as const, payment: flagged };
      }
      const updated = await changeStatus(tx, payment, 'Paid', {
        ...gateway,
        tranId: result.tranId,
        gatewayTransactionId: result.gatewayTxnId,
      });
      await log(true, 'paid');
      return { outcome: 'paid' as const, payment: updated };
    }

    if (payment.status === 'Paid') {
      await log(false, 'already_paid', `${result.status} after the payment was received: ignored`);
      return { outcome: 'already_paid' as const, payment };
    }
    if (payment.status !== 'Pending' || payment.tranId !== result.tranId || payment.heldAt) {
      await log(false, OUTCOME_OF[result.status], 'not the open session: nothing to change');
      return { outcome: OUTCOME_OF[result.status], payment };
    }
    const updated = await changeStatus(tx, payment, result.status, { bankTranId: result.bankTranId });
    await log(true, OUTCOME_OF[result.status]);
    return { outcome: OUTCOME_OF[result.status], payment: updated };
  });
}

import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { defineJob } from '../jobs';
import type { PaymentGateway } from './payments.gateway';
import { createGateway } from './payments.gateway-factory';
import { applyGatewayResult, changeStatus, logPaymentEvent, type PaymentRow } from './payments.settle';
import { payments } from './payments.tables';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A session the gateway still has nothing final about this long after it started was abandoned. */
export const ABANDON_AFTER_HOURS = 24;
const BATCH_SIZE = 20;

export interface ReconcileDeps {
  db: Db;
  gateway: PaymentGateway;
  config: Pick<Config, 'payments'>;
  log: Logger;
}

export interface ReconcileResult {
  checked: number;
  settled: number;
  abandoned: number;
}

/**
 * Takes pending payments whose session is older than PAYMENT_RECONCILE_MINUTES and that were not
 * asked about within that time, and stamps them as asked. `SKIP LOCKED` lets several processes run
 * the job at once without asking twice.
 */
async function claimStale(db: Db, minutes: number): Promise<PaymentRow[]> {
  const cutoff = sql`now() - make_interval(mins => ${minutes})`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'Pending'),
          isNull(payments.heldAt),
          isNotNull(payments.tranId),
          inArray(payments.gateway, ['sandbox', 'sslcommerz']),
          lt(payments.sessionStartedAt, cutoff),
          or(isNull(payments.checkedAt), lt(payments.checkedAt, cutoff)),
        ),
      )
      .orderBy(asc(payments.sessionStartedAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(payments)
      .set({ checkedAt: sql`now()` })
      .where(
        inArray(
          payments.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

const isAbandoned = (p: PaymentRow) =>
  !!p.sessionStartedAt && Date.now() - p.sessionStartedAt.getTime() > ABANDON_AFTER_HOURS * 3_600_000;

/** Marks an abandoned session Cancelled, unless something settled or restarted it meanwhile. */
async function abandon(db: Db, stale: PaymentRow): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, stale.id)).for('update');
    if (!payment || payment.status !== 'Pending' || payment.tranId !== stale.tranId || payment.heldAt) return false;
    await changeStatus(tx, payment, 'Cancelled');
    await logPaymentEvent(tx, {
      paymentId: payment.id,
      tranId: payment.tranId,
      kind: 'reconciled',
      ok: true,
      details: { outcome: 'cancelled' },
      note: `session abandoned: nothing final from the gateway after ${ABANDON_AFTER_HOURS} hours`,
    });
    return true;
  });
}

/**
 * One reconciliation pass: asks the gateway about every stale pending payment and settles what it
 * reports (through the same checks as a callback: amount, currency, risk). The sandbox keeps no
 * state of its own, so its sessions (and any the gateway never finished) are Cancelled as
 * abandoned ABANDON_AFTER_HOURS after they started; a payment whose gateway could not be reached
 * is left for the next pass.
 */
export async function reconcilePayments(deps: ReconcileDeps): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, settled: 0, abandoned: 0 };
  for (;;) {
    const batch = await claimStale(deps.db, deps.config.payments.reconcileMinutes);
    if (batch.length === 0) return result;
    for (const payment of batch) {
      result.checked += 1;
      try {
        const answer =
          payment.gateway === deps.gateway.name
            ? await deps.gateway.query(payment.tranId!)
            : ({ kind: 'open', details: { note: 'session of another gateway' } } as const);
        if (answer.kind === 'settled') {
          const { outcome } = await applyGatewayResult(deps.db, answer.result, 'reconciled');
          if (['paid', 'failed', 'cancelled', 'refund_due'].includes(outcome)) result.settled += 1;
        } else if (answer.kind === 'open' && isAbandoned(payment)) {
          if (await abandon(deps.db, payment)) result.abandoned += 1;
        } else if (answer.kind === 'unreachable') {
          await logPaymentEvent(deps.db, {
            paymentId: payment.id,
            tranId: payment.tranId,
            kind: 'reconcile_unreachable',
            ok: false,
            details: answer.details,
          });
        }
      } catch (err) {
        deps.log.error({ err, paymentId: payment.id }, 'payment reconciliation failed');
      }
    }
  }
}

/**
 * The reconciliation pass as a job: every 5 minutes (once for all processes), it asks about payments
 * pending longer than PAYMENT_RECONCILE_MINUTES. A pass that fails is not retried (the next one comes
 * in 5 minutes) but shows as failed in the back office.
 */
export const paymentReconcile = defineJob({
  name: 'payment-reconcile',
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  timeoutSeconds: 600,
  cron: { schedule: '*/5 * * * *' },
  worker: ({ db, config, appKey, fetch, log }) => {
    const gateway = createGateway({ config, appKey, fetch });
    return {
      run: async () => {
        const result = await reconcilePayments({ db, gateway, config, log });
        if (result.settled || result.abandoned) log.info(result, 'payments reconciled');
      },
    };
  },
});

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createMailer, type Mailer } from '../../lib/mailer';
import { mailOutbox } from './mail.tables';

/** Seconds to wait after the n-th failed attempt; the last attempt marks the mail failed. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 3600, 3 * 3600, 6 * 3600, 12 * 3600];
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
const BATCH_SIZE = 10;
/** A claimed row is hidden from other workers this long; a crashed worker's rows come back after it. */
const LEASE = sql`now() + interval '15 minutes'`;

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface DeliveryDeps {
  db: Db;
  /** Defaults to a mailer built from config (SMTP_URL, MAIL_FROM), closed after the run. */
  mailer?: Mailer;
  config?: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  log?: Logger;
}

export interface DeliveryResult {
  sent: number;
  retrying: number;
  failed: number;
}

/** Claims due rows; `SKIP LOCKED` lets many processes share the outbox without sending twice. */
async function claimDue(db: Db) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: LEASE })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** Delivers every mail that is due now, then returns; the worker calls it on each tick, tests call it directly. */
export async function deliverDueMail(deps: DeliveryDeps): Promise<DeliveryResult> {
  if (!deps.mailer && !deps.config) throw new Error('deliverDueMail needs a mailer or a config');
  const mailer = deps.mailer ?? createMailer({ smtpUrl: deps.config!.smtpUrl, from: deps.config!.mailFrom });
  const result: DeliveryResult = { sent: 0, retrying: 0, failed: 0 };
  try {
    for (;;) {
      const batch = await claimDue(deps.db);
      if (batch.length === 0) break;
      for (const mail of batch) {
        try {
          await mailer.send(mail);
          await deps.db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: sql`now()`, transport: mailer.transport, lastError: null })
            .where(eq(mailOutbox.id, mail.id));
          result.sent += 1;
        } catch (err) {
          const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
          const giveUp = mail.attempts >= MAX_ATTEMPTS;
          const delay = RETRY_DELAYS_SECONDS[Math.min(mail.attempts, RETRY_DELAYS_SECONDS.length) - 1];
          await deps.db
            .update(mailOutbox)
            .set(
              giveUp
                ? { status: 'failed', lastError }
                : { lastError, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` },
            )
            .where(eq(mailOutbox.id, mail.id));
          if (giveUp) result.failed += 1;
          else result.retrying += 1;
          deps.log?.warn({ mailId: mail.id, attempts: mail.attempts, giveUp, err: lastError }, 'mail delivery failed');
        }
      }
    }
  } finally {
    if (!deps.mailer) mailer.close();
  }
  return result;
}

const runningWorkers = new Set<() => void>();

/** Asks this process's workers to look at the outbox now (after a transaction that queued mail commits). */
export function pokeMailWorkers(): void {
  for (const poke of runningWorkers) poke();
}

export interface MailWorker {
  poke(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` (2 s) and whenever poked. */
export function startMailWorker(deps: {
  db: Db;
  config: Config;
  log: Logger;
  intervalMs?: number;
  mailer?: Mailer;
}): MailWorker {
  const intervalMs = deps.intervalMs ?? 2000;
  const mailer = deps.mailer ?? createMailer({ smtpUrl: deps.config.smtpUrl, from: deps.config.mailFrom });
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let runAgain = false;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };

  function run() {
    if (stopped) return;
    if (inFlight) {
      runAgain = true;
      return;
    }
    inFlight = deliverDueMail({ db: deps.db, mailer, log: deps.log })
      .then((r) => {
        if (r.sent || r.failed) deps.log.info(r, 'mail outbox delivered');
      })
      .catch((err: unknown) => deps.log.error({ err }, 'mail worker tick failed'))
      .finally(() => {
        inFlight = undefined;
        schedule(runAgain ? 0 : intervalMs);
        runAgain = false;
      });
  }

  const poke = () => {
    if (inFlight) runAgain = true;
    else schedule(0);
  };
  runningWorkers.add(poke);
  schedule(0);
  deps.log.info({ transport: mailer.transport }, 'mail worker started');

  return {
    poke,
    stop: async () => {
      stopped = true;
      runningWorkers.delete(poke);
      clearTimeout(timer);
      await inFlight;
      if (!deps.mailer) mailer.close();
    },
  };
}

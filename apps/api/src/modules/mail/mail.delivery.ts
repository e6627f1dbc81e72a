import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { createMailer, type Mailer } from '../../lib/mailer';
import { defineJob, wakeJobs, type RunningJob } from '../jobs';
import { mailOutbox } from './mail.tables';

/**
 * Delivers one outbox mail: the job `enqueueMail` queues with the row. A refused or failed send is
 * retried by the queue with back-off (15 s doubling, with jitter, 13 attempts over about a day); the
 * last failure marks the mail failed. Five mails at a time per process, over a pool of SMTP
 * connections. After a crash the claim lapses within the queue's lease (30 s) and the next maintenance
 * pass (30 s) retries it; the mail is sent twice only if the process died between the SMTP server's
 * acceptance and the row's update.
 */
export const mailDelivery = defineJob<{ mailId: number }>({
  name: 'mail-delivery',
  retryLimit: 12,
  retryDelaySeconds: 15,
  retryBackoff: true,
  timeoutSeconds: 60,
  concurrency: 5,
  worker: ({ db, config }) => {
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
    return { run: (data, job) => deliverMail(db, mailer, data.mailId, job), close: () => mailer.close() };
  },
});

/**
 * Sends one pending mail and records the outcome on its row (the dev outbox shows it). A mail already
 * sent or failed, or gone, is left alone, so a job run twice never sends twice. A failure is recorded
 * and thrown for the queue to retry.
 */
export async function deliverMail(
  db: DbOrTx,
  mailer: Mailer,
  mailId: number,
  job: Pick<RunningJob, 'lastAttempt'>,
): Promise<void> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'pending')));
  if (!mail) return;
  try {
    await mailer.send(mail);
  } catch (err) {
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError, status: job.lastAttempt ? 'failed' : 'pending' })
      .where(eq(mailOutbox.id, mailId));
    throw err;
  }
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      transport: mailer.transport,
      lastError: null,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(eq(mailOutbox.id, mailId));
}

/** Asks this process's runner to deliver queued mail now (call it after the transaction commits). */
export function pokeMailWorkers(): void {
  wakeJobs(mailDelivery);
}

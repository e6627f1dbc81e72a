import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { JobKind } from './jobs.kinds';

/** pg-boss keeps its tables in this schema of the app's own database (migration 0006). */
export const JOB_SCHEMA = 'pgboss';
/**
 * Seconds a fetched job stays claimed without word from its process; the runner renews the claim
 * while the handler runs, so only a crashed process's jobs come back, about this long after it died.
 */
export const DEFAULT_LEASE_SECONDS = 30;

export interface EnqueueOptions {
  /** When the job may run: a moment (a hold that expires at 10:15) or seconds from now; default now. */
  startAfter?: Date | number;
  /** A key the job can be cancelled by later (`cancelJobs`), e.g. `booking-42`. */
  key?: string;
}

export interface JobRow<Data> extends EnqueueOptions {
  data: Data;
}

function startAfterSql(start: Date | number | undefined): SQL {
  if (start instanceof Date) return sql`${start.toISOString()}::timestamptz`;
  if (typeof start === 'number') return sql`now() + make_interval(secs => ${start}::double precision)`;
  return sql`now()`;
}

/** Rows of jobs as a FROM item with the columns `data`, `start_after` and `key`. */
export function jobRows<Data>(rows: JobRow<Data>[]): SQL {
  const values = rows.map(
    (row) => sql`(${JSON.stringify(row.data)}::jsonb, ${startAfterSql(row.startAfter)}, ${row.key ?? null}::text)`,
  );
  return sql`(VALUES ${sql.join(values, sql`, `)}) AS d(data, start_after, key)`;
}

/**
 * The INSERT that queues jobs of one kind, taking its rows from `from` (`jobRows(...)`, or any FROM
 * item with `data`, `start_after` and `key`, such as a CTE of rows just inserted). It is a plain
 * statement, so it joins the caller's transaction, or one statement of several writes. The claim
 * (`expire_in`) comes from the queue the runner configured; a kind whose queue was never created
 * has no partition and the insert fails loudly rather than losing the job.
 */
export function jobInsert(kind: JobKind<never>, from: SQL): SQL {
  return sql`INSERT INTO pgboss.job (name, data, start_after, singleton_key, expire_in, keep_until, retry_limit, retry_delay, retry_backoff, policy)
    SELECT ${kind.name}::text, d.data, d.start_after, d.key,
      make_interval(secs => coalesce(q.expire_seconds, ${DEFAULT_LEASE_SECONDS}::int)),
      d.start_after + interval '14 days', ${kind.retryLimit}::int, ${kind.retryDelaySeconds}::int,
      ${kind.retryBackoff}::boolean, q.policy
    FROM ${from} LEFT JOIN pgboss.queue q ON q.name = ${kind.name}::text
    RETURNING id`;
}

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

/**
 * Queues one job. Pass the transaction of the action that causes it: the job exists only if the
 * action commits (an action that rolls back sends no mail). Returns the job's id.
 *
 * On the embedded database there is one connection: never enqueue through the app's `db` while a
 * transaction is open on it — that statement would wait for the transaction, which waits for it.
 */
export async function enqueueJob<Data>(
  db: DbOrTx,
  kind: JobKind<Data>,
  data: Data,
  options: EnqueueOptions = {},
): Promise<string> {
  const result = await db.execute(jobInsert(kind as JobKind<never>, jobRows([{ data, ...options }])));
  return String(rowsOf(result)[0].id);
}

/**
 * Cancels the jobs of a kind queued under `key` that have not started yet (a booking hold paid
 * before it expires). A job already running is not stopped: its handler must check that its work is
 * still wanted. Returns how many were cancelled.
 */
export async function cancelJobs(db: DbOrTx, kind: JobKind<never>, key: string): Promise<number> {
  const result = await db.execute(sql`UPDATE pgboss.job SET state = 'cancelled', completed_on = now()
    WHERE name = ${kind.name}::text AND singleton_key = ${key}::text AND state < 'active'
    RETURNING id`);
  return rowsOf(result).length;
}

const wakers = new Set<(kind?: string) => void>();

/** Lets runners in this process hear `wakeJobs`. */
export function onWake(waker: (kind?: string) => void): () => void {
  wakers.add(waker);
  return () => wakers.delete(waker);
}

/**
 * Tells this process's runner to look for jobs of `kind` now instead of at its next poll: call it
 * after the transaction that queued them commits. Other processes find them at their next poll.
 */
export function wakeJobs(kind?: JobKind<never>): void {
  for (const wake of wakers) wake(kind?.name);
}

import { sql, type SQL } from 'drizzle-orm';
import type { AdminJob, AdminJobsResponse, JobStatus, QueueHealth } from '@nirog/contracts';
import { JOB_STATUSES } from '@nirog/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { writeAudit } from '../admin';

/** pg-boss's state names for the statuses the back office shows. */
const STATE_OF: Record<JobStatus, string> = {
  queued: 'created',
  retrying: 'retry',
  running: 'active',
  failed: 'failed',
  completed: 'completed',
  cancelled: 'cancelled',
};
const STATUS_OF = Object.fromEntries(Object.entries(STATE_OF).map(([status, state]) => [state, status])) as Record<
  string,
  JobStatus
>;

/** pg-boss's own queues (cron dispatch) are not shown. */
const OWN_JOBS = sql`name NOT LIKE '\\_\\_pgboss\\_\\_%'`;

interface JobRow extends Record<string, unknown> {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  started_on: Date | string | null;
  output: { message?: unknown } | null;
  created_on: Date | string;
  start_after: Date | string;
  completed_on: Date | string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (value: Date | string) => new Date(value).toISOString();

function toJob(row: JobRow): AdminJob {
  const status = STATUS_OF[row.state];
  const message = row.output && typeof row.output.message === 'string' ? row.output.message : null;
  return {
    id: row.id,
    kind: row.name,
    status,
    attempts: Number(row.retry_count) + (row.started_on ? 1 : 0),
    max_attempts: Number(row.retry_limit) + 1,
    last_error: status === 'retrying' || status === 'failed' ? message : null,
    created_at: iso(row.created_on),
    run_at: iso(row.start_after),
    started_at: row.started_on ? iso(row.started_on) : null,
    finished_at: row.completed_on ? iso(row.completed_on) : null,
  };
}

const COLUMNS = sql.raw(
  'id, name, state, retry_count, retry_limit, started_on, output, created_on, start_after, completed_on',
);

/**
 * Jobs for the back office, the most recently changed first, with the count in each state. Finished
 * jobs stay listed until pg-boss archives them (12 hours after they end).
 */
export async function listJobs(db: DbOrTx, query: { page: number; status?: JobStatus }): Promise<AdminJobsResponse> {
  const perPage = PAGE_SIZE.admin;
  const { limit, offset } = pageWindow(query.page, perPage);
  const where: SQL = query.status ? sql`${OWN_JOBS} AND state = ${STATE_OF[query.status]}::pgboss.job_state` : OWN_JOBS;
  const [rows, counted] = await Promise.all([
    db.execute(sql`SELECT ${COLUMNS} FROM pgboss.job WHERE ${where}
      ORDER BY coalesce(completed_on, started_on, created_on) DESC, id DESC LIMIT ${limit} OFFSET ${offset}`),
    db.execute(sql`SELECT state::text AS state, count(*)::int AS n FROM pgboss.job WHERE ${OWN_JOBS} GROUP BY state`),
  ]);
  const counts = Object.fromEntries(JOB_STATUSES.map((s) => [s, 0])) as Record<JobStatus, number>;
  for (const { state, n } of rowsOf<{ state: string; n: number }>(counted)) counts[STATUS_OF[state]] = Number(n);
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { ...paginated(rowsOf<JobRow>(rows).map(toJob), query.page, perPage, total), counts };
}

async function findJob(db: DbOrTx, id: string): Promise<JobRow | null> {
  const result = await db.execute(sql`SELECT ${COLUMNS} FROM pgboss.job WHERE id = ${id}::uuid AND ${OWN_JOBS}`);
  return rowsOf<JobRow>(result)[0] ?? null;
}

/**
 * An Admin runs a failed job again: one more attempt, due at once (pg-boss's `retry`, written here so
 * that it commits with the audit entry). Anything but a failed job is a 422.
 */
export async function retryJob(db: Db, input: { id: string; actorId: number }): Promise<AdminJob> {
  return db.transaction(async (tx) => {
    const job = await findJob(tx, input.id);
    if (!job) throw notFound('jobs.not_found');
    if (job.state !== 'failed') throw new HttpError(422, 'jobs.not_failed');
    await tx.execute(sql`UPDATE pgboss.job SET state = 'retry', retry_limit = retry_limit + 1, start_after = now()
      WHERE name = ${job.name} AND id = ${job.id}::uuid AND state = 'failed'`);
    await writeAudit(tx, {
      actorId: input.actorId,
      action: 'job_retried',
      subjectType: 'job',
      subjectId: null,
      details: { job_id: job.id, kind: job.name, attempts: toJob(job).attempts, last_error: toJob(job).last_error },
    });
    return toJob((await findJob(tx, input.id))!);
  });
}

/** A job has failed this many attempts in a row and still waits to retry: the queue is degraded. */
export const DEGRADED_AFTER_FAILURES = 3;

/**
 * The queue's part of `/api/health`: jobs that gave up within the last hour and jobs retrying after
 * DEGRADED_AFTER_FAILURES failed attempts.
 */
export async function queueHealth(db: DbOrTx): Promise<QueueHealth> {
  const result = await db.execute(sql`SELECT
      count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '1 hour')::int AS failed,
      count(*) FILTER (WHERE state = 'retry' AND retry_count >= ${DEGRADED_AFTER_FAILURES - 1}::int)::int AS retrying
    FROM pgboss.job WHERE ${OWN_JOBS} AND state IN ('failed', 'retry')`);
  const [row] = rowsOf<{ failed: number; retrying: number }>(result);
  return { failed_last_hour: Number(row.failed), retrying_after_3_failures: Number(row.retrying) };
}

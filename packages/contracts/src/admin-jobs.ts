import { z } from 'zod';
import { PageQuerySchema, paginatedSchema } from './common';

/**
 * Background jobs in the back office (Admin only), under `/api/admin/jobs`: mail delivery, catalogue
 * imports, payment reconciliation, the private-file sweep and the kinds later issues add. Dates ISO
 * 8601.
 */

/** Every kind of background job the api runs; the back office has a label for each in both languages. */
export const JOB_KIND_NAMES = [
  'mail-delivery',
  'catalog-import',
  'payment-reconcile',
  'private-file-sweep',
  'product-view-flush',
  'product-sales-refresh',
  'booking-hold-expiry',
  'booking-reminder',
  'call-ring-timeout',
] as const;
export type JobKindName = (typeof JOB_KIND_NAMES)[number];

/** A job's state: waiting to run, waiting after a failed attempt, running, and the three ends. */
export const JOB_STATUSES = ['queued', 'retrying', 'running', 'failed', 'completed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JobStatusSchema = z.enum(JOB_STATUSES);

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

/** `GET /api/admin/jobs?status&page` (20 a page, the most recently changed first). */
export const AdminJobsQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, JobStatusSchema.optional()),
});
export type AdminJobsQuery = z.infer<typeof AdminJobsQuerySchema>;

/** `:id` of a job: pg-boss ids are UUIDs. */
export const JobIdParamSchema = z.object({ id: z.uuid() });

export const AdminJobSchema = z.object({
  id: z.string(),
  /** The kind's name (`mail-delivery`, `catalog-import`, ...); the web shows its translated label. */
  kind: z.string(),
  status: JobStatusSchema,
  /** Attempts made so far (a job waiting for its first run has made none). */
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** Why the last attempt failed, while the job is retrying or after it failed; otherwise null. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** When it may run next (queued and retrying jobs). */
  run_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type AdminJob = z.infer<typeof AdminJobSchema>;

export const AdminJobsResponseSchema = paginatedSchema(AdminJobSchema).extend({
  /** How many jobs are in each state now (all kinds). */
  counts: z.record(JobStatusSchema, z.number().int()),
});
export type AdminJobsResponse = z.infer<typeof AdminJobsResponseSchema>;

/** `POST /api/admin/jobs/:id/retry`: a failed job runs again (one more attempt). */
export const AdminJobRetryResponseSchema = z.object({ message: z.string(), data: AdminJobSchema });
export type AdminJobRetryResponse = z.infer<typeof AdminJobRetryResponseSchema>;

/**
 * `GET /api/health`: `{ status: 'ok' }` while the database answers and the job queue is healthy;
 * `{ status: 'degraded', queue }` (still 200: the api serves) when jobs fail repeatedly: some job gave
 * up within the last hour, or some job has failed three attempts in a row and waits to retry;
 * 503 `{ status: 'unavailable' }` when the database does not answer.
 */
export const QueueHealthSchema = z.object({
  failed_last_hour: z.number().int(),
  retrying_after_3_failures: z.number().int(),
});
export type QueueHealth = z.infer<typeof QueueHealthSchema>;
export const HealthResponseSchema = z.union([
  z.object({ status: z.literal('ok') }),
  z.object({ status: z.literal('degraded'), queue: QueueHealthSchema }),
]);
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

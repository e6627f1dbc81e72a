import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RealtimeHub } from '../../plugins/realtime';

export type JobLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What every job may use: the app's infrastructure, nothing request-bound. */
export interface JobDeps {
  db: Db;
  config: Config;
  appKey: string;
  log: JobLogger;
  fetch: typeof fetch;
  /** Shared counters (`REDIS_URL`); null without. */
  redis: Redis | null;
  /** Events to users' sockets (the missed-call timeout); absent where no realtime hub runs. */
  realtime?: RealtimeHub;
}

/** The job being run, as its handler sees it. */
export interface RunningJob {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** True when a failure now marks the job failed instead of retrying it. */
  lastAttempt: boolean;
  /**
   * Aborted when the process stops or the kind's timeout passes. A long job checks it between steps
   * and, when it can resume later, throws `JobInterrupted` (the job is put back without counting an
   * attempt); a short one simply finishes.
   */
  signal: AbortSignal;
}

/** A kind's handler, built once per runner from the app's infrastructure. */
export interface JobWorker<Data> {
  run(data: Data, job: RunningJob): Promise<void>;
  /** Frees what the worker keeps (a pooled SMTP connection) when the runner stops. */
  close?(): void | Promise<void>;
}

export interface JobKind<Data = unknown> {
  /** The queue's name: lowercase words joined by `-`; never reuse a name for other data. */
  name: string;
  /** Attempts after the first one before the job is marked failed. */
  retryLimit: number;
  /**
   * Seconds before a retry. With `retryBackoff` the wait doubles with each attempt, with jitter
   * (pg-boss: delay * 2^attempt / 2, times 1 to 2).
   */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A handler still running after this long is aborted and the attempt counts as failed. */
  timeoutSeconds: number;
  /** Jobs of this kind one process runs at once (1 unless said). */
  concurrency?: number;
  /** Enqueued on this schedule (5-field cron; minutes are the finest step), once for all processes. */
  cron?: { schedule: string; timezone?: string };
  worker(deps: JobDeps): JobWorker<Data>;
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Declares a kind of background job; the app lists every kind it runs in `background-jobs.ts`. */
export function defineJob<Data = Record<string, never>>(kind: JobKind<Data>): JobKind<Data> {
  if (!NAME.test(kind.name)) throw new Error(`Job kind name must be kebab-case: ${kind.name}`);
  if (!Number.isInteger(kind.retryLimit) || kind.retryLimit < 0) throw new Error(`${kind.name}: bad retryLimit`);
  if (!Number.isInteger(kind.retryDelaySeconds) || kind.retryDelaySeconds < (kind.retryBackoff ? 1 : 0)) {
    throw new Error(`${kind.name}: retryDelaySeconds must be a whole number (1 or more with back-off)`);
  }
  if (!(kind.timeoutSeconds > 0)) throw new Error(`${kind.name}: timeoutSeconds must be positive`);
  return kind;
}

/**
 * Thrown by a handler that stopped early because the runner is stopping (`job.signal`): the job goes
 * back to the queue at once, without counting an attempt, and the next process resumes it.
 */
export class JobInterrupted extends Error {
  constructor() {
    super('interrupted by a stopping runner');
  }
}

import PgBoss from 'pg-boss';
import { sqlExecutor, type SqlExecutor } from '../../db/client';
import { loggedMessage } from '../../lib/log-errors';
import { JobInterrupted, type JobDeps, type JobKind, type JobWorker, type RunningJob } from './jobs.kinds';
import { DEFAULT_LEASE_SECONDS, JOB_SCHEMA, onWake } from './jobs.queue';

export interface JobRunnerOptions {
  /** Run jobs in this process. Without it the runner only prepares the queues (enqueueing works). */
  work?: boolean;
  /** How often each queue is looked at when nothing woke the runner (2 s). */
  pollIntervalMs?: number;
  /** A running job's claim, renewed every third of it while the handler runs (30 s). */
  leaseSeconds?: number;
  /** How often expired claims are retried and finished jobs archived, once for all processes (30 s). */
  maintenanceIntervalSeconds?: number;
  /** How long `stop()` waits for running handlers before leaving them to their lease (5 s). */
  stopTimeoutMs?: number;
}

export interface JobRunner {
  start(): Promise<void>;
  /** Stops fetching, asks running handlers to stop (`job.signal`), waits for them, then releases the database. */
  stop(): Promise<void>;
  /** Runs every job that is due now, and those they queue, until none is left; returns how many ran. */
  drain(): Promise<number>;
  /** pg-boss maintenance now: jobs whose claim expired are retried (or failed), old ones archived. */
  maintain(): Promise<void>;
}

type AnyKind = JobKind<never>;
type FetchedJob = PgBoss.JobWithMetadata<unknown>;

interface Running {
  kind: AnyKind;
  job: FetchedJob;
  controller: AbortController;
  done: Promise<void>;
}

class JobTimeout extends Error {
  constructor(seconds: number) {
    super(`timed out after ${seconds} s`);
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The executor pg-boss gets, counting the statements in flight so that `stop()` can wait for the last
 * one before the database closes, and refusing new ones after that (pg-boss's own loops may still
 * wake once; a refused fetch finds nothing).
 */
function trackedExecutor(inner: SqlExecutor) {
  let inFlight = 0;
  let closed = false;
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (closed) throw new Error('the job runner has stopped');
      inFlight += 1;
      try {
        return await inner.executeSql(text, values);
      } finally {
        inFlight -= 1;
      }
    },
    async settle() {
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    close() {
      closed = true;
    },
    get closed() {
      return closed;
    },
  };
}

/**
 * One runner per api process for every kind of job, on pg-boss (jobs, retries with back-off,
 * schedules, cron and maintenance in PostgreSQL or the embedded PGlite). One loop looks at the
 * queues: at each poll, when `wakeJobs` is called, and when a job ends. pg-boss claims jobs with
 * `FOR UPDATE SKIP LOCKED`, so with several processes each job runs in one of them. The runner, not
 * pg-boss's `work()`, calls the handlers, because `work()` in pg-boss 10 ties a job's claim to its
 * timeout (a long import would hold a crashed process's job for hours) and does not wait for a fetch
 * in flight when it stops: here a claim is a short lease renewed while the handler runs.
 */
export function createJobRunner(deps: JobDeps, kinds: AnyKind[], options: JobRunnerOptions = {}): JobRunner {
  const work = options.work ?? true;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const stopTimeoutMs = options.stopTimeoutMs ?? 5000;
  const names = new Set(kinds.map((k) => k.name));
  if (names.size !== kinds.length) throw new Error('Two job kinds share a name');

  const executor = trackedExecutor(sqlExecutor(deps.db));
  const hasCron = kinds.some((k) => k.cron);
  const boss = new PgBoss({
    db: executor as PgBoss.Db,
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: work,
    schedule: work && hasCron,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
  });
  boss.on('error', (err: unknown) => {
    if (!executor.closed) deps.log.error({ err }, 'job queue error');
  });

  const workers = new Map<string, JobWorker<never>>();
  const running = new Set<Running>();
  const toCheck = new Set<string>();
  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let leaseTimer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  /** The next look at every queue is due (the poll timer fired, or the runner started). */
  let pollDue = false;

  const workerFor = (kind: AnyKind) => {
    let worker = workers.get(kind.name);
    if (!worker) {
      worker = kind.worker(deps);
      workers.set(kind.name, worker);
    }
    return worker;
  };
  const runningOf = (kind: AnyKind) => [...running].filter((r) => r.kind === kind).length;

  async function prepareQueues() {
    for (const kind of kinds) {
      const queue: PgBoss.Queue = {
        name: kind.name,
        policy: 'standard',
        retryLimit: kind.retryLimit,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: kind.retryBackoff,
        expireInSeconds: leaseSeconds,
      };
      await boss.createQueue(kind.name, queue);
      await boss.updateQueue(kind.name, queue);
    }
  }

  async function prepareSchedules() {
    for (const kind of kinds) {
      if (kind.cron) await boss.schedule(kind.name, kind.cron.schedule, {}, { tz: kind.cron.timezone ?? 'UTC' });
    }
    for (const schedule of await boss.getSchedules()) {
      if (names.has(schedule.name) && !kinds.find((k) => k.name === schedule.name)?.cron) {
        await boss.unschedule(schedule.name);
      }
    }
  }

  /** Back to the queue as it was before this attempt: no attempt counted, due at once. */
  async function release(kind: AnyKind, id: string) {
    await executor.executeSql(
      `UPDATE ${JOB_SCHEMA}.job SET state = 'created', started_on = NULL WHERE name = $1 AND id = $2 AND state = 'active'`,
      [kind.name, id],
    );
  }

  async function renewLeases() {
    const byKind = new Map<string, string[]>();
    for (const r of running) byKind.set(r.kind.name, [...(byKind.get(r.kind.name) ?? []), r.job.id]);
    for (const [name, ids] of byKind) {
      await executor.executeSql(
        `UPDATE ${JOB_SCHEMA}.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
         WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
        [name, ids, leaseSeconds],
      );
    }
  }

  function launch(kind: AnyKind, job: FetchedJob): Running {
    const controller = new AbortController();
    const view: RunningJob = {
      id: job.id,
      attempt: job.retryCount + 1,
      lastAttempt: job.retryCount >= job.retryLimit,
      signal: controller.signal,
    };
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => {
        const err = new JobTimeout(kind.timeoutSeconds);
        controller.abort(err);
        reject(err);
      }, kind.timeoutSeconds * 1000);
      timeout.unref();
    });
    timedOut.catch(() => undefined);
    const done = (async () => {
      try {
        await Promise.race([workerFor(kind).run(job.data as never, view), timedOut]);
        await boss.complete(kind.name, job.id);
      } catch (err) {
        if (err instanceof JobInterrupted) {
          await release(kind, job.id);
        } else {
          const message = loggedMessage(err).slice(0, 1000);
          deps.log.warn({ job: kind.name, jobId: job.id, attempt: view.attempt, err: message }, 'job failed');
          await boss.fail(kind.name, job.id, { message });
        }
      }
    })();
    const entry: Running = { kind, job, controller, done };
    running.add(entry);
    entry.done = done
      .catch((err: unknown) => deps.log.error({ err, job: kind.name, jobId: job.id }, 'job outcome not recorded'))
      .finally(() => {
        clearTimeout(timeout);
        running.delete(entry);
        wake(kind.name);
      });
    return entry;
  }

  /** Fetches what each kind (or each of `only`) has room for and starts it. */
  async function fetchAndLaunch(only: Set<string> | null): Promise<Running[]> {
    const launched: Running[] = [];
    for (const kind of kinds) {
      if (only && !only.has(kind.name)) continue;
      const free = (kind.concurrency ?? 1) - runningOf(kind);
      if (free <= 0 || stopping) continue;
      const jobs = await boss.fetch<unknown>(kind.name, { batchSize: free, includeMetadata: true });
      for (const job of jobs) launched.push(launch(kind, job));
    }
    return launched;
  }

  function schedule(ms: number) {
    if (!started || stopping || !work) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      pollDue = true;
      run();
    }, ms);
    timer.unref();
  }

  function wake(kind?: string) {
    if (!started || stopping || !work) return;
    if (kind === undefined) for (const name of names) toCheck.add(name);
    else if (names.has(kind)) toCheck.add(kind);
    else return;
    run();
  }

  /**
   * One loop at a time looks at the queues. A poll or a wake that comes while it runs is remembered
   * and served by the same loop, so neither is lost: a poll refused because a wake was being served
   * would stop polling for good, and jobs queued without a wake (mail) would wait forever.
   */
  function run() {
    if (ticking || stopping) return;
    ticking = (async () => {
      while (!stopping && (pollDue || toCheck.size)) {
        const poll = pollDue;
        const only = poll ? null : new Set(toCheck);
        pollDue = false;
        toCheck.clear();
        await fetchAndLaunch(only).catch((err: unknown) => deps.log.error({ err }, 'job runner poll failed'));
        if (poll) schedule(pollIntervalMs);
      }
    })().finally(() => {
      ticking = undefined;
      if (pollDue || toCheck.size) run();
    });
  }

  let unsubscribe = () => undefined as unknown;

  return {
    async start() {
      await boss.start();
      await prepareQueues();
      if (!work) return;
      await prepareSchedules();
      started = true;
      unsubscribe = onWake(wake);
      leaseTimer = setInterval(
        () => {
          if (running.size) renewLeases().catch((err: unknown) => deps.log.error({ err }, 'job lease renewal failed'));
        },
        (leaseSeconds * 1000) / 3,
      );
      leaseTimer.unref();
      pollDue = true;
      run();
      deps.log.info({ kinds: [...names] }, 'job runner started');
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      unsubscribe();
      clearTimeout(timer);
      clearInterval(leaseTimer);
      await ticking;
      for (const r of running) r.controller.abort(new JobInterrupted());
      await boss.stop({ graceful: false, close: false, wait: true });
      const handlers = Promise.allSettled([...running].map((r) => r.done));
      const timeout = new Promise((resolve) => setTimeout(resolve, stopTimeoutMs).unref());
      await Promise.race([handlers, timeout]);
      if (running.size) deps.log.warn({ running: running.size }, 'jobs left to their lease at stop');
      await nextTurn();
      await executor.settle();
      executor.close();
      for (const worker of workers.values()) await worker.close?.();
    },

    async drain() {
      let ran = 0;
      for (;;) {
        const launched = await fetchAndLaunch(null);
        if (launched.length === 0 && running.size === 0) return ran;
        ran += launched.length;
        await Promise.allSettled([...running].map((r) => r.done));
      }
    },

    maintain: () => boss.maintain(),
  };
}

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/databases';
import { jobsOf } from '../../../test/jobs';
import { testConfig, TEST_APP_KEY } from '../../../test/helpers';
import { openDatabase, type Db } from '../../db/client';
import { defineJob, JobInterrupted, type JobDeps, type JobKind, type RunningJob } from './jobs.kinds';
import { cancelJobs, enqueueJob } from './jobs.queue';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './jobs.runner';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const depsFor = (db: Db): JobDeps => ({
  db,
  config: testConfig(),
  appKey: TEST_APP_KEY,
  log: quietLog,
  fetch,
  redis: null,
});

/** Runs `check` until it is true, giving the runner's timers time; fails after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Run = (data: { n: number }, job: RunningJob) => Promise<void>;

/** A test kind whose handler the test sets; every call is recorded. */
function testKind(name: string, settings: Partial<JobKind<{ n: number }>> = {}) {
  const calls: Array<{ n: number; attempt: number }> = [];
  const state: { run: Run } = { run: async () => undefined };
  const kind = defineJob<{ n: number }>({
    name,
    retryLimit: 2,
    retryDelaySeconds: 0,
    retryBackoff: false,
    timeoutSeconds: 30,
    ...settings,
    worker: () => ({
      run: async (data, job) => {
        calls.push({ n: data.n, attempt: job.attempt });
        await state.run(data, job);
      },
    }),
  });
  return { kind: kind as JobKind<never>, calls, state };
}

describe('job runner', async () => {
  const database = await openTestDatabase();
  const db = database.db;
  const runners: JobRunner[] = [];
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    await database.close();
  });
  async function runner(kinds: JobKind<never>[], options: JobRunnerOptions = { work: false }, on: Db = db) {
    const created = createJobRunner(depsFor(on), kinds, options);
    runners.push(created);
    await created.start();
    return created;
  }
  const stateOf = async (kind: JobKind<never>, id: string) => (await jobsOf(db, kind)).find((j) => j.id === id)!;

  it('retries a failing job, then marks it failed with the last error', async () => {
    const flaky = testKind('test-flaky');
    flaky.state.run = async (data, job) => {
      throw new Error(`attempt ${job.attempt} failed`);
    };
    const jobs = await runner([flaky.kind]);
    const id = await enqueueJob(db, flaky.kind, { n: 1 });
    await jobs.drain();
    expect(flaky.calls.map((c) => c.attempt)).toEqual([1, 2, 3]);
    expect(await stateOf(flaky.kind, id)).toMatchObject({
      state: 'failed',
      retry_count: 2,
      output: { message: 'attempt 3 failed' },
    });
  });

  it('backs off between attempts when the kind asks for it', async () => {
    const slow = testKind('test-backoff', { retryDelaySeconds: 60, retryBackoff: true });
    slow.state.run = async () => {
      throw new Error('not yet');
    };
    const jobs = await runner([slow.kind]);
    const id = await enqueueJob(db, slow.kind, { n: 1 });
    await jobs.drain();
    const job = await stateOf(slow.kind, id);
    expect(job.state).toBe('retry');
    const wait = (new Date(job.start_after).getTime() - Date.now()) / 1000;
    // 60 s * 2^1 / 2, times 1 to 2.
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(120);
    expect(slow.calls).toHaveLength(1);
  });

  it('runs a job scheduled for a time only then, and cancels one by its key before it runs', async () => {
    const hold = testKind('test-hold-expiry');
    const jobs = await runner([hold.kind]);
    const later = await enqueueJob(
      db,
      hold.kind,
      { n: 1 },
      { startAfter: new Date(Date.now() + 15 * 60_000), key: 'booking-1' },
    );
    const paid = await enqueueJob(db, hold.kind, { n: 2 }, { startAfter: 900, key: 'booking-2' });
    const due = await enqueueJob(
      db,
      hold.kind,
      { n: 3 },
      { startAfter: new Date(Date.now() - 1000), key: 'booking-3' },
    );
    expect(await jobs.drain()).toBe(1);
    expect(hold.calls).toEqual([{ n: 3, attempt: 1 }]);
    expect((await stateOf(hold.kind, later)).state).toBe('created');
    expect(await db.transaction((tx) => cancelJobs(tx, hold.kind, 'booking-2'))).toBe(1);
    expect(await cancelJobs(db, hold.kind, 'booking-3')).toBe(0); // already done
    expect((await stateOf(hold.kind, paid)).state).toBe('cancelled');
    expect((await stateOf(hold.kind, due)).state).toBe('completed');
    await db.execute(
      sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = 'test-hold-expiry'`,
    );
    expect(await jobs.drain()).toBe(1);
    expect(hold.calls.map((c) => c.n)).toEqual([3, 1]);
  });

  it('fails an attempt that outlives its timeout and retries it', async () => {
    const stuck = testKind('test-timeout', { timeoutSeconds: 0.2, retryLimit: 1 });
    stuck.state.run = (data, job) => (job.attempt === 1 ? new Promise(() => undefined) : Promise.resolve());
    const jobs = await runner([stuck.kind]);
    const id = await enqueueJob(db, stuck.kind, { n: 1 });
    await jobs.drain();
    expect(stuck.calls.map((c) => c.attempt)).toEqual([1, 2]);
    expect(await stateOf(stuck.kind, id)).toMatchObject({ state: 'completed', retry_count: 1 });
  });

  it('stopped mid-job, puts the job back without counting an attempt; the next runner finishes it once', async () => {
    const steps: string[] = [];
    const long = testKind('test-resumable');
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    long.state.run = async (data, job) => {
      for (const step of ['a', 'b', 'c']) {
        if (job.signal.aborted) throw new JobInterrupted();
        if (!steps.includes(step)) steps.push(step);
        started();
        await new Promise((resolve) => setTimeout(resolve, step === 'a' ? 50 : 0));
      }
    };
    const first = await runner([long.kind], { work: true, pollIntervalMs: 20 });
    const id = await enqueueJob(db, long.kind, { n: 1 });
    await running;
    await first.stop();
    expect(await stateOf(long.kind, id)).toMatchObject({ state: 'created', retry_count: 0 });
    expect(steps).toEqual(['a']);

    const second = await runner([long.kind], { work: true, pollIntervalMs: 20 });
    await eventually(async () => (await stateOf(long.kind, id)).state === 'completed');
    await second.stop();
    expect(steps).toEqual(['a', 'b', 'c']);
    expect(long.calls).toHaveLength(2);
    expect((await stateOf(long.kind, id)).retry_count).toBe(0);
  });

  it('finishes, exactly once, a job whose process died while running it', async () => {
    const orphan = testKind('test-orphan', { retryLimit: 3 });
    await runner([orphan.kind], { work: false, leaseSeconds: 1 });
    const id = await enqueueJob(db, orphan.kind, { n: 7 });
    // A process claimed it (pg-boss's fetch: active, started, a 1 s lease) and died without a word.
    await db.execute(sql`UPDATE pgboss.job SET state = 'active', started_on = now()
      WHERE name = 'test-orphan' AND id = ${id}::uuid`);
    const restarted = await runner([orphan.kind], {
      work: true,
      pollIntervalMs: 20,
      leaseSeconds: 1,
      maintenanceIntervalSeconds: 1,
    });
    await eventually(async () => (await stateOf(orphan.kind, id)).state === 'completed');
    await restarted.stop();
    expect(orphan.calls).toEqual([{ n: 7, attempt: 2 }]);
  });

  it('renews the claim of a job that runs longer than its lease', async () => {
    const slow = testKind('test-long-runner');
    let finish!: () => void;
    slow.state.run = () => new Promise<void>((resolve) => (finish = resolve));
    const jobs = await runner([slow.kind], { work: true, pollIntervalMs: 20, leaseSeconds: 1 });
    const id = await enqueueJob(db, slow.kind, { n: 1 });
    await eventually(async () => slow.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await jobs.maintain();
    expect((await stateOf(slow.kind, id)).state).toBe('active');
    finish();
    await eventually(async () => (await stateOf(slow.kind, id)).state === 'completed');
    expect(slow.calls).toHaveLength(1);
  });

  it('keeps polling when a job ends while the queues are being looked at', async () => {
    // A job that ends during a poll wakes the runner for its kind; that wake once replaced the poll,
    // and jobs queued without a wake (every mail) then waited forever.
    const quick = testKind('test-quick');
    const idle = Array.from({ length: 8 }, (_, i) => testKind(`test-idle-${i}`).kind);
    await runner([quick.kind, ...idle], { work: true, pollIntervalMs: 30 });
    for (let n = 0; n < 6; n++) {
      await enqueueJob(db, quick.kind, { n });
      await eventually(async () => quick.calls.length === n + 1, 5000);
    }
    expect(quick.calls.map((c) => c.n)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('schedules cron kinds once for all processes and drops the schedule of a kind that lost its cron', async () => {
    const daily = testKind('test-daily', { cron: { schedule: '30 3 * * *', timezone: 'Asia/Dhaka' } });
    const first = await runner([daily.kind], { work: true, pollIntervalMs: 60_000 });
    await runner([daily.kind], { work: true, pollIntervalMs: 60_000 });
    const schedules = async () =>
      (
        (await db.execute(
          sql`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = 'test-daily'`,
        )) as unknown as {
          rows: unknown[];
        }
      ).rows;
    expect(await schedules()).toEqual([{ name: 'test-daily', cron: '30 3 * * *', timezone: 'Asia/Dhaka' }]);
    await first.stop();
    const plain = testKind('test-daily');
    await runner([plain.kind], { work: true, pollIntervalMs: 60_000 });
    expect(await schedules()).toEqual([]);
  });

  it.runIf(database.url)('runs each job once when two processes share one PostgreSQL database', async () => {
    const other = await openDatabase({ url: database.url! });
    try {
      const seen: Array<{ n: number; by: string }> = [];
      const make = (by: string) => {
        const shared = testKind('test-shared', { concurrency: 4 });
        shared.state.run = async (data) => {
          seen.push({ n: data.n, by });
          await new Promise((resolve) => setTimeout(resolve, 1 + (data.n % 3)));
        };
        return shared.kind;
      };
      const a = await runner([make('a')]);
      const b = await runner([make('b')], { work: false }, other.db);
      for (let n = 0; n < 60; n++) await enqueueJob(db, make('x'), { n });
      const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
      expect(ranA + ranB).toBe(60);
      expect(seen.map((s) => s.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, n) => n));
      expect(new Set(seen.map((s) => s.by)).size).toBe(2);
      await b.stop();
    } finally {
      await other.close();
    }
  });
});

import fp from 'fastify-plugin';
import type { JobKind } from './jobs.kinds';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './jobs.runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's job runner (infrastructure, like `db`): started when the app is ready, stopped on close. */
    jobs: JobRunner;
  }
}

/**
 * Hangs the job runner on the app: the queues of every kind are prepared before the app serves (so
 * enqueueing works from the first request), and jobs run in this process when `options.work` is set.
 */
export const jobsPlugin = fp<{ kinds: JobKind<never>[]; options: JobRunnerOptions }>(
  async (app, { kinds, options }) => {
    const runner = createJobRunner(
      {
        db: app.db,
        config: app.config,
        appKey: app.appKey,
        log: app.log,
        fetch: app.httpFetch,
        redis: app.redis,
        realtime: app.realtime,
      },
      kinds,
      options,
    );
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
);

import { defineConfig } from 'vitest/config';

/**
 * Journeys in a real browser against the server started as the README starts it. Two files run at a time, each with
 * its own server (a free port, a copy of the seeded data directory), Chromium and mail catcher (support/stack.ts):
 * the CI machine has two cores, and one file alone leaves them idle while it waits on pages and the server. Sharing
 * the cores, a test can take up to twice as long as alone, hence the two-minute test timeout.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});

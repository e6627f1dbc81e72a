import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * API tests run on the embedded database always, and a second time on PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each test file gets its own copy of a migrated template.
 */
const projects = [{ test: { name: 'pglite', env: { NIROG_TEST_DB: 'pglite' } } }];
if (process.env.TEST_DATABASE_URL) projects.push({ test: { name: 'postgres', env: { NIROG_TEST_DB: 'postgres' } } });

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker per core: Vitest's default keeps one for its main process, which does little here, so on a 2-core CI
    // machine the files ran one at a time with a core idle (428 s in CI; 252 s with two workers, bench/RESULTS.md).
    maxWorkers: availableParallelism(),
    // Every file builds its own app on its own database, so a worker may keep the modules it has
    // loaded: importing the app once per worker instead of once per file saves about 40% of the CPU.
    isolate: false,
    projects: projects.map((p) => ({
      extends: true,
      test: { ...p.test, include: ['src/**/*.test.ts'] },
    })),
  },
});

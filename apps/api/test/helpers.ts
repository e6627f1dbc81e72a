import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import type { Redis } from 'ioredis';
import type { AppDeps } from '../src/app';
import type { JobRunnerOptions } from '../src/modules/jobs';
import { openTestDatabase } from './databases';

export const TEST_APP_KEY = 'test-app-key-0123456789-abcdefghijklmnopqrstuvwxyz';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://nirog.localhost',
    DATA_DIR: '.tmp/test-data',
    WEB_DIST: '.tmp/no-web-build',
    SEED_DEMO: 'false',
    // Tests change the catalogue behind the API's back; catalog.cache.test.ts covers the cache itself.
    CATALOG_CACHE_SECONDS: '0',
    ...env,
  });
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
}

/**
 * Builds the real app on a fresh copy of the migrated database for this test file (or on `database`)
 * and closes both after the file's tests. Background jobs do not run unless `jobs.work` is set:
 * `app.jobs.drain()` runs what is queued.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    fetch?: typeof fetch;
    jobs?: JobRunnerOptions;
    database?: Database;
    redis?: Redis;
    realtime?: AppDeps['realtime'];
  } = {},
): Promise<TestContext> {
  const config = testConfig(options.env);
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    db: database.db,
    appKey: TEST_APP_KEY,
    fetch: options.fetch,
    jobs: options.jobs ?? { work: false },
    redis: options.redis,
    realtime: options.realtime,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    // A database passed in belongs to the caller.
    if (!options.database) await database.close();
  });
  return { app, database, config };
}

/** Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The app on its own data directory (private files land there), removed after the file's tests. */
export async function createTestAppWithDataDir(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nirog-files-'));
  const context = await createTestApp({ env: { DATA_DIR: dataDir, ...env } });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return { ...context, dataDir };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server's process id (a benchmark reads its CPU time). */
  pid: number | undefined;
  /** Stops the server; its fresh data directory is removed unless `keepData` (it is started again on it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts the API (which serves the built web app) the way `npm start` does, on a fresh data
 * directory with the demo data. The web app must be built first (`npm run build`). `apiDir` runs
 * another checkout's api (a benchmark comparing against main); `port` a chosen port (a free one by default);
 * `template` a data directory (from `makeDataDirTemplate`) copied into the fresh one, so the server starts on
 * a migrated and seeded database instead of migrating and seeding it again; `dataDir` a directory to use and
 * keep (`stop` removes only the fresh ones, and one given with `removeDataDir`: a server started again on its data).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { apiDir?: string; port?: number; template?: string; dataDir?: string; removeDataDir?: boolean } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'nirog-e2e-'));
  if (options.template) cpSync(options.template, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const apiDir = options.apiDir ?? path.join(repoRoot, 'apps/api');
  // Production runs the compiled api (`npm run build`); a checkout from before the build step runs tsx.
  const compiled = env.NODE_ENV === 'production' && existsSync(path.join(apiDir, 'scripts/build.mjs'));
  if (compiled && !existsSync(path.join(apiDir, 'dist/server.js'))) {
    throw new Error(`${apiDir}/dist/server.js is missing: run \`npm run build\` first`);
  }
  const entry = compiled ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become healthy in 90 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    dataDir,
    pid: child.pid,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      if ((options.removeDataDir ?? !options.dataDir) && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A data directory made by starting the server once on it (migrations, reference and demo data) and stopping
 * it cleanly; `startServer(env, { template })` copies it. The e2e global setup makes one per run.
 */
export async function makeDataDirTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nirog-e2e-template-'));
  const server = await startServer({}, { dataDir });
  await server.stop();
  return dataDir;
}

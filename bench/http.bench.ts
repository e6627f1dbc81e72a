// Load benchmark of the API's cheapest routes, as a baseline for the feature benchmarks that
// later issues add (shop search, checkout). Starts the server like `npm start` does, on a fresh data
// directory, on the embedded database or on PostgreSQL when BENCH_DATABASE_URL is set.
//
//   npm run bench                       # PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/nirog_bench npm run bench
//   npm run bench -- --auth             # authenticated routes, as the demo patient
//
// Without --auth it also loads one product page's answer (`GET /api/product/{slug}/show`, a demo
// product) and prints its throughput as a share of /api/health's in the same run (issue 11: at least 40%).
// BENCH_PRODUCTION=1 runs the compiled production server (`npm run build` first) as `npm start` does.
//
// --auth logs the demo patient in and loads two routes that need the bearer token: the cheapest
// (`POST /api/auth/check-is-valid-auth`: authentication and the user's roles) and My orders.
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/api/src/seed/demo/accounts';
import { startServer } from '../e2e/support/server';

interface Target {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
}

const { values } = parseArgs({ options: { auth: { type: 'boolean', default: false } } });
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

async function demoPatientToken(url: string): Promise<string> {
  const patient = DEMO_ACCOUNTS.find((account) => account.role === null)!;
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: patient.email, password: DEMO_PASSWORD }),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`login failed: ${res.status}`);
  return token;
}

async function targetsFor(url: string): Promise<Target[]> {
  const health: Target = { method: 'GET', path: '/api/health' };
  if (!values.auth) {
    const shop = (await (await fetch(`${url}/api/shop`)).json()) as { data: Array<{ slug: string }> };
    return [
      health,
      ...['/api/load-specialists-all', '/api/settings', `/api/product/${shop.data[0].slug}/show`].map((path) => ({
        method: 'GET' as const,
        path,
      })),
    ];
  }
  const headers = { authorization: `Bearer ${await demoPatientToken(url)}` };
  return [
    health,
    { method: 'POST', path: '/api/auth/check-is-valid-auth', headers },
    { method: 'GET', path: '/api/auth/order/my-orders', headers },
  ];
}

const server = await startServer({
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  // A benchmark site takes no real money (config.ts refuses the sandbox in production otherwise).
  ...(process.env.BENCH_PRODUCTION ? { NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' } : {}),
});
try {
  const targets = await targetsFor(server.url);
  console.log(
    `connections=${connections} duration=${duration}s database=${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}`,
  );
  console.log('route\treq/s\tp50 ms\tp90 ms\tp99 ms\terrors\tload average before, after\tshare of health');
  let healthRps = 0;
  for (const { method, path, headers } of targets) {
    const loadBefore = os.loadavg()[0];
    const result = await autocannon({ url: server.url + path, method, headers, connections, duration });
    const l = result.latency as unknown as Record<string, number>;
    const load = `${loadBefore.toFixed(1)}, ${os.loadavg()[0].toFixed(1)}`;
    if (path === '/api/health') healthRps = result.requests.average;
    const share = healthRps ? `${Math.round((100 * result.requests.average) / healthRps)}%` : '';
    console.log(
      `${method} ${path}\t${result.requests.average}\t${l.p50}\t${l.p90}\t${l.p99}\t${result.errors + result.non2xx}\t${load}\t${share}`,
    );
  }
} finally {
  await server.stop();
}

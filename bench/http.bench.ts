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
// BENCH_PRODUCTION=1 runs the compiled production server (`npm run build` first) as `npm start` does, and
// then also loads the pages it renders (issue 11), as a browser asks for them (brotli accepted): `/shop`, one
// product's page, and 60 products' pages in turn (a crawler: each rendered once, then kept while the shop's
// answers are, every visit still counted as a view). `--api-dir` and `--web-dist` run another checkout's build.
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
  /** Several addresses asked in turn (the row is named by `path`). */
  paths?: string[];
}

const { values } = parseArgs({
  options: {
    auth: { type: 'boolean', default: false },
    'api-dir': { type: 'string' },
    'web-dist': { type: 'string' },
  },
});
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
    const slugs: string[] = [];
    for (let page = 1; slugs.length < 60; page += 1) {
      const shop = (await (await fetch(`${url}/api/shop?page=${page}`)).json()) as { data: Array<{ slug: string }> };
      if (shop.data.length === 0) break;
      slugs.push(...shop.data.map((product) => product.slug));
    }
    const api = ['/api/load-specialists-all', '/api/settings', `/api/product/${slugs[0]}/show`];
    const browser = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
    const pages: Target[] = [
      { method: 'GET', path: '/shop', headers: browser },
      { method: 'GET', path: `/product/${slugs[0]}`, headers: browser },
      {
        method: 'GET',
        path: `/product/{${slugs.length} products in turn}`,
        headers: browser,
        paths: slugs.map((slug) => `/product/${slug}`),
      },
    ];
    return [
      health,
      ...api.map((path) => ({ method: 'GET' as const, path })),
      ...(process.env.BENCH_PRODUCTION ? pages : []),
    ];
  }
  const headers = { authorization: `Bearer ${await demoPatientToken(url)}` };
  return [
    health,
    { method: 'POST', path: '/api/auth/check-is-valid-auth', headers },
    { method: 'GET', path: '/api/auth/order/my-orders', headers },
  ];
}

const server = await startServer(
  {
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    // A benchmark site takes no real money (config.ts refuses the sandbox in production otherwise).
    ...(process.env.BENCH_PRODUCTION ? { NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' } : {}),
    ...(values['web-dist'] ? { WEB_DIST: values['web-dist'] } : {}),
  },
  { apiDir: values['api-dir'] },
);
try {
  const targets = await targetsFor(server.url);
  console.log(
    `connections=${connections} duration=${duration}s database=${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}`,
  );
  console.log('route\treq/s\tp50 ms\tp90 ms\tp99 ms\terrors\tload average before, after\tshare of health');
  let healthRps = 0;
  for (const { method, path, headers, paths } of targets) {
    const loadBefore = os.loadavg()[0];
    // Each connection walks the addresses from its own random start (all starting at the first, they would ask
    // for the same page at the same moment).
    const requests = paths && [
      {
        method,
        headers,
        setupRequest: (request: object, context: { next?: number }) => {
          context.next = ((context.next ?? Math.floor(Math.random() * paths.length)) + 1) % paths.length;
          return { ...request, path: paths[context.next] };
        },
      },
    ];
    const url = server.url + (paths ? paths[0] : path);
    const result = await autocannon({ url, method, headers, requests, connections, duration });
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

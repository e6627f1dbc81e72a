// Load benchmark of the shop listing and search (`/api/shop`) next to `/api/health` on the same
// server in the same run. Needs a catalog made by generate-products.ts; the server starts with
// SEED_DEMO=false on that database.
//
//   npm run bench:shop -- --database-url postgres://postgres@127.0.0.1:5432/nirog_bench_100k
//   npm run bench:shop -- --pglite-dir /tmp/nirog-bench-pglite-10k
//
// Options: --connections (50), --seconds (10 per route), --warmup (2 s per route, not measured),
// --label (a name for the table heading), --cache-seconds (the server's CATALOG_CACHE_SECONDS; 0 = off),
// --api-dir (another checkout's built apps/api, to compare against it on the same database). The PGlite data directory is used in place: the server
// writes its app key and storage folders there.
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startServer } from '../e2e/support/server';
import { mixedPaths } from './mixed-searches';
import { load, percentile } from './load';

/** The mixed searches (mixed-searches.ts). */
const MIXED = 'mixed: 1,272 distinct searches (en/bn keywords x sorts x pages)';

const ROUTES = [
  '/api/health',
  MIXED,
  '/api/shop?keyword=napa',
  '/api/shop?keyword=para&order_by=price_asc',
  '/api/shop?category=3&order_by=title_asc',
  '/api/shop?page=200',
  '/api/shop',
];

/**
 * CPU time (user + system, ms) of the server process and of the PostgreSQL backends connected to the
 * benchmark's database, from /proc (Linux; zeros elsewhere): per request, what each side costs,
 * which stays comparable when the machine is shared and latencies are not.
 */
function cpuMs(serverPid: number | undefined, database: string | undefined): { node: number; pg: Map<number, number> } {
  const ticks = (pid: number | string) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return 0;
    }
  };
  const commandLine = (pid: string) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return ''; // ended since the listing
    }
  };
  const pg = new Map<number, number>();
  if (database) {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      // "postgres: [15/main: ]user database host(port) state"
      if (/^postgres: (?:\S+: )?\S+ (\S+) /.exec(commandLine(pid))?.[1] === database) pg.set(Number(pid), ticks(pid));
    }
  }
  return { node: serverPid ? ticks(serverPid) : 0, pg };
}

/** Node's and PostgreSQL's CPU ms between two `cpuMs` readings (a backend that started in between from 0). */
function cpuSpent(before: ReturnType<typeof cpuMs>, after: ReturnType<typeof cpuMs>) {
  let pg = 0;
  for (const [pid, ms] of after.pg) pg += ms - (before.pg.get(pid) ?? 0);
  return { node: after.node - before.node, pg };
}

interface RouteResult {
  route: string;
  rps: number;
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  requests: number;
  errors: number;
  total: number | null;
  /** CPU ms per request of the server and of its PostgreSQL backends. */
  nodeCpu: number;
  pgCpu: number;
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'pglite-dir': { type: 'string' },
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      label: { type: 'string' },
      'cache-seconds': { type: 'string' },
      'api-dir': { type: 'string' },
    },
  });
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  const dataDir = values['pglite-dir'];
  if (!url === !dataDir) throw new Error('give exactly one of --database-url (or DATABASE_URL) and --pglite-dir');
  const connections = Number(values.connections);
  const duration = Number(values.seconds);
  const warmup = Number(values.warmup);
  const database = url ? new URL(url).pathname.slice(1) : undefined;
  const label = values.label ?? (url ? `PostgreSQL ${new URL(url).pathname.slice(1)}` : `PGlite ${dataDir}`);

  const server = await startServer(
    {
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      // A benchmark site takes no real money (config.ts refuses the sandbox in production otherwise).
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      ...(values['cache-seconds'] === undefined ? {} : { CATALOG_CACHE_SECONDS: values['cache-seconds'] }),
      ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir! }),
    },
    { apiDir: values['api-dir'] },
  );
  const results: RouteResult[] = [];
  try {
    const mixed = mixedPaths();
    console.error(`  mixed: ${mixed.measured.length} distinct searches`);
    for (const route of ROUTES) {
      const paths = route === MIXED ? mixed.measured : undefined;
      const res = await fetch(server.url + (paths ? paths[0] : route));
      const body = (await res.json()) as { total?: number };
      if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(body)}`);
      // The warm-up uses other keywords than the measured run, so no measured total is remembered yet.
      if (warmup > 0) await load(server.url, connections, warmup, paths ? mixed.warmup : [route]);
      const cpuBefore = cpuMs(server.pid, database);
      const { result, times } = await load(server.url, connections, duration, paths ?? [route]);
      // Let the requests autocannon abandoned at the end finish before the next route or the shutdown.
      await new Promise((r) => setTimeout(r, 1500));
      const cpu = cpuSpent(cpuBefore, cpuMs(server.pid, database));
      times.sort((a, b) => a - b);
      results.push({
        route,
        rps: result.requests.average,
        p50: percentile(times, 50),
        p90: percentile(times, 90),
        p95: percentile(times, 95),
        p97_5: percentile(times, 97.5),
        p99: percentile(times, 99),
        requests: result.requests.total,
        errors: result.errors + result.timeouts + result.non2xx,
        total: paths ? null : typeof body.total === 'number' ? body.total : null,
        nodeCpu: cpu.node / result.requests.total,
        pgCpu: cpu.pg / result.requests.total,
      });
      console.error(`  ${route}: ${Math.round(result.requests.average)} req/s`);
    }
  } finally {
    await server.stop();
  }

  const health = results[0].rps;
  const ms = (n: number) => n.toFixed(1);
  const lines = [
    `### ${label}`,
    '',
    `${connections} connections, ${duration} s per route (after ${warmup} s warm-up), answers cache ${values['cache-seconds'] ?? 'default (10 s)'}, Node ${process.version}`,
    '',
    '| route | matches | req/s | % of health | p50 ms | p90 ms | p95 ms | p97.5 ms | p99 ms | errors | CPU ms/req Node / PG |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| \`${r.route}\` | ${r.total ?? ''} | ${Math.round(r.rps)} | ${((100 * r.rps) / health).toFixed(0)}% | ${ms(r.p50)} | ${ms(r.p90)} | ${ms(r.p95)} | ${ms(r.p97_5)} | ${ms(r.p99)} | ${r.errors} | ${r.nodeCpu.toFixed(2)} / ${r.pgCpu.toFixed(2)} |`,
    ),
  ];
  console.log(lines.join('\n'));
}

await main();

// Load benchmark of the API's cheapest routes, as a baseline for the feature benchmarks that
// later issues add (shop search, checkout). Starts the server like `npm start` does, on a fresh data
// directory, on the embedded database or on PostgreSQL when BENCH_DATABASE_URL is set.
//
//   npm run bench                       # PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/nirog_bench npm run bench
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server';

const routes = ['/api/health', '/api/load-specialists-all', '/api/settings'];
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const server = await startServer(
  process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {},
);
try {
  console.log(
    `connections=${connections} duration=${duration}s database=${process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'}`,
  );
  console.log('route\treq/s\tp50 ms\tp90 ms\tp99 ms\terrors');
  for (const route of routes) {
    const result = await autocannon({ url: server.url + route, connections, duration });
    const l = result.latency as unknown as Record<string, number>;
    console.log(`${route}\t${result.requests.average}\t${l.p50}\t${l.p90}\t${l.p99}\t${result.errors + result.non2xx}`);
  }
} finally {
  await server.stop();
}

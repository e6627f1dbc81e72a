// Compares the shop's answers of two builds on one catalogue, text for text: a change to how the shop
// searches must not change what it answers. Both servers run with the answers cache off; every page is
// fetched `--rounds` times from each, so answers read from what a server kept (terms, totals, a keyword's
// matches) are compared as well as those computed afresh.
//
//   npm run compare:shop-answers -w @nirog/bench -- --database-url postgres://postgres@127.0.0.1:5432/nirog_bench_100k \
//     --base-api-dir /path/to/main/apps/api
//
// --base-api-dir: the other checkout's built apps/api (`npm run build` there); this checkout's is the new one.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startServer, type RunningServer } from '../e2e/support/server';
import { mixedPaths, SORTS } from './mixed-searches';

/** Keywords of every kind the search treats apart. */
const KEYWORDS = [
  'napa',
  'napaa',
  'paracetmol',
  'omiprazole',
  'omeprazole',
  'seclo20',
  'নাপা',
  'প্যারাসিটামল',
  'ওমিপ্রাজল',
  'napa 500',
  'napa syrup',
  'ace plus',
  'tab napa',
  'a',
  'ab',
  'ন',
  'fluo',
  'flu',
  'sin',
  'para',
  'cef',
  'fexo',
  'ciprofloxacin 500',
  'vitamin',
  'monas 10',
  '%',
  '+',
  'zzzzqq',
  'protopon',
  'সেক্লো',
];

function otherPaths(): string[] {
  const paths: string[] = [];
  const shop = (params: Record<string, string>) => `/api/shop?${new URLSearchParams(params)}`;
  for (const category of ['', '3', '7'])
    for (const sort of SORTS)
      for (const page of ['1', '2', '200'])
        paths.push(shop({ ...(category ? { category } : {}), ...(sort ? { order_by: sort } : {}), page }));
  for (const keyword of KEYWORDS) {
    for (const category of ['', '3'])
      for (const sort of SORTS)
        for (const page of ['1', '3'])
          paths.push(shop({ keyword, ...(category ? { category } : {}), ...(sort ? { order_by: sort } : {}), page }));
    paths.push(`/api/shop/suggestions?${new URLSearchParams({ keyword })}`);
  }
  return paths;
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: process.env.DATABASE_URL },
      'base-api-dir': { type: 'string' },
      rounds: { type: 'string', default: '2' },
      // A file to write every differing path to (the first round's), one a line.
      differences: { type: 'string' },
    },
  });
  const url = values['database-url'];
  if (!url || !values['base-api-dir']) throw new Error('give --database-url and --base-api-dir');
  const env = {
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    CATALOG_CACHE_SECONDS: '0',
    DATABASE_URL: url,
  };
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer(env, { apiDir: values['base-api-dir'] }));
    servers.push(await startServer(env));
    const mixed = mixedPaths();
    const paths = [...new Set([...mixed.warmup, ...mixed.measured, ...otherPaths()])];
    let same = 0;
    const differing: Array<{ round: number; path: string; base: string; fresh: string }> = [];
    for (let round = 1; round <= Number(values.rounds); round++) {
      for (const path of paths) {
        const [base, fresh] = await Promise.all(servers.map((s) => fetch(s.url + path).then((r) => r.text())));
        if (base === fresh) same++;
        else differing.push({ round, path, base, fresh });
      }
      console.log(`round ${round}: ${paths.length} pages`);
    }
    console.log(`identical: ${same} of ${same + differing.length}`);
    for (const { round, path, base, fresh } of differing.slice(0, 10))
      console.log(`round ${round} ${path}\n  base: ${base.slice(0, 300)}\n  new:  ${fresh.slice(0, 300)}`);
    if (values.differences) {
      const firstRound = differing.filter((d) => d.round === 1).map((d) => `${d.path}\n`);
      writeFileSync(values.differences, firstRound.join(''));
    }
    process.exitCode = differing.length ? 1 : 0;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

await main();

// Load benchmark of checkout (`POST /api/cart/order/store`) against the real server process, then a
// consistency check of what it wrote. N buyers (users with tokens and a Dhaka shipping address) and a
// small shop are prepared on a fresh database; autocannon then places orders from many connections:
// cash and online payment, some with a coupon whose usage limit runs out during the run, some
// repeating an Idempotency-Key the same buyer already used. Afterwards it checks that
//   - every 200 answer has its order (same id, same buyer, same key) in the database,
//   - no Idempotency-Key made two orders (and every answer for one key named the same order),
//   - the coupon was not used past its limit (used_count and redemptions agree).
//
//   npm run bench:checkout -w @nirog/bench -- --database-url postgres://postgres@127.0.0.1:5432/postgres
//   npm run bench:checkout -w @nirog/bench -- --pglite
//
// Options: --users (200), --connections (50), --seconds (10), --coupon-limit (100), --label.
// The PostgreSQL database nirog_bench_checkout is dropped and recreated (a URL naming another
// database is pointed there on the same server); PGlite runs in a temporary directory.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { DHAKA_DISTRICT_ID, type District } from '@nirog/contracts';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { referralCode } from '../apps/api/src/lib/ids';
import { authTables, issueToken } from '../apps/api/src/modules/auth';
import { cartTables } from '../apps/api/src/modules/cart';
import { insertProducts } from '../apps/api/src/modules/catalog';
import { seedReference } from '../apps/api/src/seed';
import { startServer } from '../e2e/support/server';
import { freshPostgres } from './fresh-postgres';

const BENCH_DB = 'nirog_bench_checkout';
const COUPON = 'BENCHLIMIT';

interface Buyer {
  id: number;
  token: string;
}

/** Migrated database with reference data, 20 products, the buyers with tokens and the coupon. */
async function prepare(database: Database, users: number, couponLimit: number) {
  await database.migrate();
  await seedReference(database.db);
  const productIds = await insertProducts(
    database.db,
    Array.from({ length: 20 }, (_, i) => ({
      slug: `bench-product-${i}`,
      title: `Bench Product ${i}`,
      price: 20 + i * 7.5,
      discount: i % 3 === 0 ? 10 : 0,
    })),
  );
  await database.db.insert(cartTables.coupons).values({
    code: COUPON,
    type: 'fixed',
    value: 2000,
    usageLimit: couponLimit,
  });
  const run = Date.now().toString(36);
  const buyers: Buyer[] = [];
  for (let i = 0; i < users; i++) {
    const [user] = await database.db
      .insert(authTables.users)
      .values({
        name: `Bench Buyer ${i}`,
        email: `bench-buyer-${run}-${i}@example.com`,
        referralCode: referralCode(),
        emailVerifiedAt: new Date(),
      })
      .returning({ id: authTables.users.id });
    buyers.push({ id: user.id, token: await issueToken(database.db, user.id) });
  }
  return { productIds, buyers };
}

/** Each buyer saves a shipping address through the API, as a person would. */
async function addAddresses(url: string, buyers: Buyer[]) {
  const lists = await fetch(`${url}/api/auth/get-shipping-address-with-district-list-with-child`, {
    headers: { authorization: `Bearer ${buyers[0].token}` },
  });
  const dhaka = ((await lists.json()) as { district_lists: District[] }).district_lists.find(
    (d) => d.id === DHAKA_DISTRICT_ID,
  )!;
  for (const buyer of buyers) {
    const res = await fetch(`${url}/api/auth/update-shipping-address`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Buyer',
        phone: '01712345678',
        country_id: 1,
        district_id: DHAKA_DISTRICT_ID,
        sub_district_id: dhaka.sub_districts[buyer.id % dhaka.sub_districts.length].id,
        effective_delivery: 'Home',
        location: 'House 1, Road 2',
      }),
    });
    if (!res.ok) throw new Error(`address: ${res.status} ${await res.text()}`);
  }
}

interface Answer {
  userId: number;
  key: string;
  status: number;
  orderId: number | null;
  kind: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function load(url: string, buyers: Buyer[], productIds: number[], connections: number, duration: number) {
  const answers: Answer[] = [];
  const times: number[] = [];
  let n = 0;
  type Context = { userId?: number; key?: string; kind?: string };
  const requests = [
    {
      method: 'POST' as const,
      path: '/api/cart/order/store',
      setupRequest: (request: autocannon.Request, context: Context) => {
        const i = n++;
        const buyer = buyers[i % buyers.length];
        const roll = i % 10;
        // 0-3 cash, 4-7 online, 8 coupon (cash), 9 a key this buyer already used.
        const kind = roll < 4 ? 'cash' : roll < 8 ? 'online' : roll === 8 ? 'coupon' : 'repeat';
        const key = kind === 'repeat' ? `repeat-${buyer.id}-${Math.floor(i / 100) % 3}` : `order-${i}`;
        const lines = [0, 1, 2].slice(0, 1 + (i % 3)).map((k) => ({
          id: productIds[(i + k * 7) % productIds.length],
          qty: 1 + ((i + k) % 4),
        }));
        context.userId = buyer.id;
        context.key = key;
        context.kind = kind;
        return {
          ...request,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${buyer.token}`,
            'idempotency-key': key,
          },
          body: JSON.stringify({
            cart_contents: lines,
            payment_method: kind === 'online' ? 1 : 2,
            ...(kind === 'coupon' ? { code: COUPON } : {}),
          }),
        };
      },
      onResponse: (status: number, body: string, context: Context) => {
        let orderId: number | null = null;
        if (status === 200) orderId = (JSON.parse(body) as { order_id: number }).order_id;
        answers.push({ userId: context.userId!, key: context.key!, status, orderId, kind: context.kind! });
      },
    },
  ];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration, requests: requests as unknown as autocannon.Request[] },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return { result, answers, times };
}

async function check(database: Database, answers: Answer[], couponLimit: number) {
  const { orders, coupons, couponRedemptions } = cartTables;
  const rows = await database.db
    .select({ id: orders.id, userId: orders.userId, key: orders.idempotencyKey, couponId: orders.couponId })
    .from(orders);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const problems: string[] = [];
  const firstForKey = new Map<string, number>();
  for (const a of answers.filter((x) => x.status === 200)) {
    const row = byId.get(a.orderId!);
    if (!row) problems.push(`answered order ${a.orderId} is missing`);
    else if (row.userId !== a.userId || row.key !== a.key) problems.push(`order ${a.orderId} has another buyer/key`);
    const k = `${a.userId}:${a.key}`;
    const first = firstForKey.get(k);
    if (first === undefined) firstForKey.set(k, a.orderId!);
    else if (first !== a.orderId) problems.push(`key ${k} answered orders ${first} and ${a.orderId}`);
  }
  const perKey = new Map<string, number>();
  for (const r of rows) if (r.key) perKey.set(`${r.userId}:${r.key}`, (perKey.get(`${r.userId}:${r.key}`) ?? 0) + 1);
  const duplicated = [...perKey.values()].filter((c) => c > 1).length;
  if (duplicated) problems.push(`${duplicated} idempotency keys made more than one order`);
  const [coupon] = await database.db.select().from(coupons).where(eq(coupons.code, COUPON));
  const redemptions = await database.db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, coupon.id));
  const couponOrders = rows.filter((r) => r.couponId === coupon.id).length;
  if (coupon.usedCount > couponLimit) problems.push(`coupon used ${coupon.usedCount} times, limit ${couponLimit}`);
  if (redemptions.length !== coupon.usedCount || couponOrders !== coupon.usedCount) {
    problems.push(`coupon count ${coupon.usedCount}, redemptions ${redemptions.length}, orders ${couponOrders}`);
  }
  return { problems, orders: rows.length, couponUsed: coupon.usedCount, repeatedKeys: firstForKey.size };
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      pglite: { type: 'boolean', default: false },
      users: { type: 'string', default: '200' },
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
      'coupon-limit': { type: 'string', default: '100' },
      label: { type: 'string' },
    },
  });
  const baseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
  if (!baseUrl === !values.pglite) throw new Error('give exactly one of --database-url and --pglite');
  const users = Number(values.users);
  const connections = Number(values.connections);
  const duration = Number(values.seconds);
  const couponLimit = Number(values['coupon-limit']);

  const dataDir = values.pglite ? mkdtempSync(path.join(os.tmpdir(), 'nirog-bench-checkout-')) : undefined;
  const dbUrl = baseUrl ? await freshPostgres(baseUrl, BENCH_DB) : undefined;
  const open = () => openDatabase(dbUrl ? { url: dbUrl } : { dataDir: dataDir! });
  const label = values.label ?? (dbUrl ? `PostgreSQL (${BENCH_DB})` : 'PGlite');

  let database = await open();
  const { productIds, buyers } = await prepare(database, users, couponLimit);
  await database.close();

  const server = await startServer({
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    // A benchmark site takes no real money (config.ts refuses the sandbox in production otherwise).
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: dataDir! }),
  });
  let run: Awaited<ReturnType<typeof load>>;
  // Other work on the machine takes CPU from both the server and autocannon: say how busy it was.
  let loadAverages: [number, number];
  try {
    await addAddresses(server.url, buyers);
    console.error(`  ${users} buyers ready; ${connections} connections for ${duration} s`);
    const loadBefore = os.loadavg()[0];
    run = await load(server.url, buyers, productIds, connections, duration);
    loadAverages = [loadBefore, os.loadavg()[0]];
    await new Promise((r) => setTimeout(r, 1500));
  } finally {
    await server.stop();
  }

  database = await open();
  const outcome = await check(database, run.answers, couponLimit);
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });

  const { result, answers, times } = run;
  const ok = answers.filter((a) => a.status === 200);
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  const seconds = duration;
  const ms = (x: number) => x.toFixed(1);
  const lines = [
    `### ${label}`,
    '',
    `${users} buyers, ${connections} connections, ${duration} s, Node ${process.version}; mix: 40% cash, 40% online, 10% cash with a coupon limited to ${couponLimit} uses, 10% repeating an Idempotency-Key; ` +
      `1-minute load average ${loadAverages[0].toFixed(1)} before the run, ${loadAverages[1].toFixed(1)} after (${os.cpus().length} CPUs)`,
    '',
    '| answers/s | 200 answers/s | orders created | orders/s | p50 ms | p90 ms | p95 ms | p99 ms | max ms | answers by status | errors |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
    `| ${Math.round(result.requests.average)} | ${Math.round(ok.length / seconds)} | ${outcome.orders} | ${Math.round(outcome.orders / seconds)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 90))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} | ${ms(times.at(-1) ?? NaN)} | ${[...byStatus].map(([s, c]) => `${s}: ${c}`).join(', ')} | ${result.errors + result.timeouts} |`,
    '',
    `Checks: coupon used ${outcome.couponUsed} of ${couponLimit}; ${outcome.repeatedKeys} distinct (buyer, key) pairs answered; ` +
      (outcome.problems.length
        ? `**PROBLEMS:** ${outcome.problems.slice(0, 10).join('; ')}`
        : 'no order lost, none duplicated, coupon within its limit.'),
  ];
  console.log(lines.join('\n'));
  if (outcome.problems.length) process.exitCode = 1;
}

await main();

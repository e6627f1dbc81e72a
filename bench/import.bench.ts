// Times the catalogue CSV import (`POST /api/admin/catalog/imports`, worked through by the background
// runner) on PGlite and, when a PostgreSQL URL is given, on PostgreSQL. A realistic N-row CSV is
// generated (brand names from syllables, real generic names, several manufacturers and dosage forms,
// prices written as people write them, about 1% bad rows), then imported three times on a fresh,
// migrated database: the first import (every row created), the same file again (every row
// unchanged) and a file with 10% of the prices changed (those rows updated). Each time is from the
// upload to the import's `done`, measured through the real app (app.inject + polling the import).
//
//   npm run bench:import -- --rows 20000
//   npm run bench:import -- --rows 20000 --database-url postgres://postgres@127.0.0.1:5432/nirog_bench_import
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:import
//
// The PostgreSQL database is dropped and recreated; only databases named nirog_bench* are touched
// (a URL naming another database is pointed at nirog_bench_import on the same server).
// --csv-out FILE keeps the generated file; --no-pglite skips the embedded database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ROLE, type CatalogImport, type CatalogImportResponse } from '@nirog/contracts';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { referralCode } from '../apps/api/src/lib/ids';
import { authTables, issueToken } from '../apps/api/src/modules/auth';
import { catalogTables } from '../apps/api/src/modules/catalog';
import { seedReference } from '../apps/api/src/seed';
import { GENERICS, SYLLABLES } from './catalog-vocabulary';

const FORMS: Array<[string, string[], number]> = [
  ['Tablet', ['5 mg', '10 mg', '20 mg', '50 mg', '100 mg', '250 mg', '500 mg', '650 mg', '1 gm'], 40],
  ['Capsule', ['10 mg', '20 mg', '40 mg', '150 mg', '250 mg', '500 mg'], 18],
  ['Syrup', ['120 mg/5 ml', '5 mg/5 ml', '100 ml'], 8],
  ['Suspension', ['125 mg/5 ml', '250 mg/5 ml'], 5],
  ['Injection', ['1 gm/vial', '500 mg/vial', '4 mg/ml'], 5],
  ['Cream', ['1%', '0.1%', '2%'], 4],
  ['Eye Drops', ['0.5%', '0.3%'], 3],
  ['Inhaler', ['100 mcg/puff', '200 mcg/puff'], 2],
  ['Sachet', ['3 gm', '5 gm'], 3],
];
const MANUFACTURERS = [
  'Beximco Pharmaceuticals Ltd.',
  'Square Pharmaceuticals PLC',
  'Incepta Pharmaceuticals Ltd.',
  'Renata Limited',
  'ACI Limited',
  'Eskayef Pharmaceuticals Ltd.',
  'Opsonin Pharma Limited',
  'Healthcare Pharmaceuticals Ltd.',
  'Aristopharma Ltd.',
  'Drug International Ltd.',
  'The ACME Laboratories Ltd.',
  'General Pharmaceuticals Ltd.',
  'Radiant Pharmaceuticals Limited',
  'Popular Pharmaceuticals Ltd.',
  'Ibn Sina Pharmaceutical Industry PLC',
  'Navana Pharmaceuticals Ltd.',
  'Sanofi Bangladesh Limited',
  'Novartis (Bangladesh) Limited',
];
const CATEGORIES: Array<[string, string, string]> = [
  ['pain-relief', 'Pain Relief', 'ব্যথানাশক'],
  ['antibiotics', 'Antibiotics', 'অ্যান্টিবায়োটিক'],
  ['gastric-care', 'Gastric Care', 'গ্যাস্ট্রিক'],
  ['diabetes', 'Diabetes Care', 'ডায়াবেটিস'],
  ['heart-care', 'Heart Care', 'হৃদরোগ'],
  ['cold-flu', 'Cold & Flu', 'সর্দি-জ্বর'],
  ['skin-care', 'Skin Care', 'ত্বকের যত্ন'],
  ['vitamins', 'Vitamins', 'ভিটামিন'],
];
const SUFFIXES = ['', '', '', '', ' Plus', ' Extra', ' XR', ' DS', ' Forte', ' Rapid', ' Kids'];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The CSV's records (header first) and which of them are deliberately bad. */
function generateRecords(rows: number, seed = 20260601): { records: string[][]; bad: Set<number> } {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const totalWeight = FORMS.reduce((a, f) => a + f[2], 0);
  const pickForm = () => {
    let r = random() * totalWeight;
    for (const form of FORMS) if ((r -= form[2]) < 0) return form;
    return FORMS[0];
  };
  const seen = new Set<string>();
  const records = [
    ['Brand Name', 'Dosage Form', 'Strength', 'Generic', 'Manufacturer', 'Price', 'Category', 'Discount', 'Pack Size'],
  ];
  const bad = new Set<number>();
  /** A brand, strength and dosage form not used yet, so only the deliberate rows are duplicates. */
  const newProduct = () => {
    for (let attempt = 0; ; attempt++) {
      const syllables = 2 + Math.floor(random() * 2);
      const stem = Array.from({ length: syllables }, () => pick(SYLLABLES)[0]).join('');
      const brand = stem[0].toUpperCase() + stem.slice(1) + pick(SUFFIXES) + (attempt > 3 ? ` ${attempt}` : '');
      const form = pickForm();
      const strength = pick(form[1]);
      const key = `${brand}|${strength}|${form[0]}`.toLowerCase();
      if (!seen.has(key)) {
        seen.add(key);
        return { brand, form, strength };
      }
    }
  };
  for (let i = 0; i < rows; i++) {
    const { brand, form, strength } = newProduct();
    const generic = random() < 0.15 ? `${pick(GENERICS)} + ${pick(GENERICS)}` : pick(GENERICS);
    const taka = Math.round(Math.exp(random() * 7) * 100) / 100;
    const price =
      random() < 0.1
        ? `৳${taka.toFixed(2)}`
        : taka >= 1000 && random() < 0.5
          ? taka.toLocaleString('en-US')
          : `${taka}`;
    const category = random() < 0.7 ? pick(CATEGORIES)[Math.floor(random() * 3)] : '';
    const discount = random() < 0.25 ? String(pick([5, 10, 12.5, 15])) : '';
    const cells = [brand, form[0], strength, generic, pick(MANUFACTURERS), price, category, discount, '10 x 10'];

    const fault = random();
    if (fault < 0.004) cells[5] = 'call for price';
    else if (fault < 0.006) cells[0] = '';
    else if (fault < 0.008) cells[6] = 'Unknown Category';
    else if (fault < 0.01 && i > 0) {
      // The same product as the line before.
      bad.add(records.length);
      records.push([...records[records.length - 1]]);
      continue;
    }
    if (fault < 0.008) bad.add(records.length);
    records.push(cells);
  }
  return { records, bad };
}

const toCsv = (records: string[][]) => `${records.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Every 10th good row with another price: the third import updates those. */
function changePrices(records: string[][], bad: Set<number>): string[][] {
  return records.map((r, i) => (i > 0 && i % 10 === 0 && !bad.has(i) && !bad.has(i + 1) ? r.with(5, '9999.99') : r));
}

function multipart(content: string) {
  const boundary = `----nirogbench${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalogue.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function recreatePostgres(url: string): Promise<string> {
  const target = new URL(url);
  let name = decodeURIComponent(target.pathname.slice(1));
  if (!name.startsWith('nirog_bench')) name = 'nirog_bench_import';
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing database name ${JSON.stringify(name)}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  target.pathname = `/${name}`;
  return target.toString();
}

interface Pass {
  pass: string;
  seconds: number;
  job: CatalogImport;
}

async function runOn(label: string, database: Database, files: Array<[string, string]>): Promise<Pass[]> {
  await database.migrate();
  await seedReference(database.db);
  await database.db
    .insert(catalogTables.categories)
    .values(CATEGORIES.map(([slug, name, bnName], sort) => ({ slug, name, bnName, sort })));
  const [user] = await database.db
    .insert(authTables.users)
    .values({
      name: 'Bench Admin',
      email: 'bench@example.test',
      referralCode: referralCode(),
      emailVerifiedAt: new Date(),
    })
    .returning();
  await database.db.insert(authTables.userRoles).values({ userId: user.id, roleId: ROLE.Admin });
  const token = await issueToken(database.db, user.id);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nirog-bench-import-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    // A benchmark site takes no real money (config.ts refuses the sandbox in production otherwise).
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    APP_URL: 'http://nirog.localhost',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'false',
  });
  const app = await buildApp({
    config,
    db: database.db,
    appKey: 'bench-app-key-0123456789-abcdefghijklmnopqrstuvwxyz',
  });
  await app.ready();
  const passes: Pass[] = [];
  try {
    for (const [pass, csv] of files) {
      const started = performance.now();
      const body = multipart(csv);
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/catalog/imports',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 202) throw new Error(`${pass}: ${res.statusCode} ${res.body}`);
      const { id } = (res.json() as CatalogImportResponse).data;
      let job: CatalogImport;
      let checkSeconds = 0;
      for (;;) {
        const poll = await app.inject({
          method: 'GET',
          url: `/api/admin/catalog/imports/${id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        job = poll.json() as CatalogImport;
        if (job.status === 'checked') {
          // The dry run is done: confirm, as the pharmacist does, and time the writing too.
          checkSeconds = (performance.now() - started) / 1000;
          const confirm = await app.inject({
            method: 'POST',
            url: `/api/admin/catalog/imports/${id}/confirm`,
            headers: { authorization: `Bearer ${token}` },
          });
          if (confirm.statusCode !== 200) throw new Error(`${pass}: confirm ${confirm.statusCode} ${confirm.body}`);
          continue;
        }
        if (job.status === 'done' || job.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 25));
      }
      const seconds = (performance.now() - started) / 1000;
      if (checkSeconds) console.error(`  ${label} ${pass}: dry run ${checkSeconds.toFixed(2)} s`);
      if (job.status !== 'done') throw new Error(`${pass}: ${job.failure}`);
      passes.push({ pass, seconds, job });
      console.error(`  ${label} ${pass}: ${seconds.toFixed(2)} s (${Math.round(job.total_rows / seconds)} rows/s)`);
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return passes;
}

async function main() {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '20000' },
      'database-url': { type: 'string' },
      'no-pglite': { type: 'boolean', default: false },
      'csv-out': { type: 'string' },
    },
  });
  const rows = Number(values.rows);
  const url = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
  const { records, bad: badRows } = generateRecords(rows);
  const csv = toCsv(records);
  const bad = badRows.size;
  if (values['csv-out']) writeFileSync(values['csv-out'], csv);
  const files: Array<[string, string]> = [
    ['first import', csv],
    ['same file again', csv],
    ['10% prices changed', toCsv(changePrices(records, badRows))],
  ];
  console.error(`CSV: ${rows} rows, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB, ${bad} bad rows`);

  const results: Array<{ label: string; passes: Pass[] }> = [];
  if (!values['no-pglite']) {
    const database = await openDatabase({ memory: true });
    try {
      results.push({ label: 'PGlite (in memory)', passes: await runOn('PGlite', database, files) });
    } finally {
      await database.close();
    }
  }
  if (url) {
    const database = await openDatabase({ url: await recreatePostgres(url) });
    try {
      results.push({ label: 'PostgreSQL', passes: await runOn('PostgreSQL', database, files) });
    } finally {
      await database.close();
    }
  }

  const lines = [
    `${rows} rows (${bad} deliberately bad), Node ${process.version}, time from upload to \`done\` (dry run, confirm and writing)`,
    '',
    '| database | pass | seconds | rows/s | created | updated | unchanged | row errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.flatMap(({ label, passes }) =>
      passes.map(
        ({ pass, seconds, job }) =>
          `| ${label} | ${pass} | ${seconds.toFixed(2)} | ${Math.round(job.total_rows / seconds)} | ${job.created_count} | ${job.updated_count} | ${job.unchanged_count} | ${job.error_count} |`,
      ),
    ),
  ];
  console.log(lines.join('\n'));
}

await main();

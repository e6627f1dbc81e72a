// Fills a fresh database with N synthetic but search-realistic products for the shop benchmark:
// brand names built from syllables (with matching Bengali titles on about a third), ~150 real
// generic names, strengths, dosage forms, manufacturers, categories, taka prices and discounts.
// No images, no detail sections. The database is dropped and recreated, then the API's migrations
// run (openDatabase(...).migrate()), then rows are bulk-inserted in batches of 5000 with unnest().
//
//   npm run bench:generate -- --count 100000 --database-url postgres://postgres@127.0.0.1:5432/nirog_bench_100k
//   npm run bench:generate -- --count 10000 --pglite-dir /tmp/nirog-bench-pglite-10k
//   npm run bench:generate -- --drop --database-url postgres://postgres@127.0.0.1:5432/nirog_bench_100k
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPglite, openDatabase } from '../apps/api/src/db/client';
import { GENERICS, SYLLABLES } from './catalog-vocabulary';

const BATCH = 5000;

/** Latin syllables with their Bengali spellings: brand titles and Bengali titles agree. */
const ENDINGS: Array<[string, string]> = [
  ['', ''],
  ['', ''],
  ['', ''],
  ['n', 'ন'],
  ['x', 'ক্স'],
  ['l', 'ল'],
  ['m', 'ম'],
  ['cin', 'সিন'],
  ['dol', 'ডল'],
  ['pril', 'প্রিল'],
  ['zol', 'জল'],
  ['tin', 'টিন'],
  ['ril', 'রিল'],
  ['van', 'ভান'],
];
const SUFFIXES = ['', '', '', '', '', ' Plus', ' Extra', ' XR', ' DS', ' Forte', ' Rapid', ' Kids'];
const FORMS: Array<[string, string]> = [
  ['Tablet', 'ট্যাবলেট'],
  ['Capsule', 'ক্যাপসুল'],
  ['Syrup', 'সিরাপ'],
  ['Suspension', 'সাসপেনশন'],
  ['Injection', 'ইনজেকশন'],
  ['Cream', 'ক্রিম'],
  ['Ointment', 'মলম'],
  ['Gel', 'জেল'],
  ['Eye Drops', 'চোখের ড্রপ'],
  ['Nasal Spray', 'নাকের স্প্রে'],
  ['Inhaler', 'ইনহেলার'],
  ['Powder', 'পাউডার'],
  ['Suppository', 'সাপোজিটরি'],
  ['Sachet', 'স্যাশে'],
  ['Solution', 'দ্রবণ'],
];
const FORM_WEIGHTS = [40, 18, 8, 5, 5, 4, 3, 2, 2, 2, 2, 3, 1, 3, 2];
const STRENGTHS: Record<string, string[]> = {
  Tablet: ['5 mg', '10 mg', '20 mg', '25 mg', '40 mg', '50 mg', '100 mg', '250 mg', '500 mg', '650 mg', '1 gm'],
  Capsule: ['10 mg', '20 mg', '40 mg', '75 mg', '150 mg', '250 mg', '500 mg'],
  Syrup: ['120 mg/5 ml', '5 mg/5 ml', '2 mg/5 ml', '100 ml'],
  Suspension: ['125 mg/5 ml', '250 mg/5 ml', '200 mg/5 ml'],
  Injection: ['1 gm/vial', '500 mg/vial', '40 mg/vial', '4 mg/ml'],
  Cream: ['1%', '2%', '0.05%', '0.1%'],
  Ointment: ['1%', '2%', '0.1%'],
  Gel: ['1%', '2.5%', '5%'],
  'Eye Drops': ['0.3%', '0.5%', '0.1%'],
  'Nasal Spray': ['0.05%', '0.1%', '50 mcg/spray'],
  Inhaler: ['100 mcg/puff', '200 mcg/puff', '25/250 mcg'],
  Powder: ['10.25 gm', '100 gm', '200 gm'],
  Suppository: ['125 mg', '250 mg', '500 mg'],
  Sachet: ['3 gm', '5 gm', '10.25 gm'],
  Solution: ['10 ml', '100 ml', '0.9%'],
};
const MANUFACTURERS = [
  'Square Pharmaceuticals',
  'Beximco Pharmaceuticals',
  'Incepta Pharmaceuticals',
  'Renata Limited',
  'Eskayef Pharmaceuticals',
  'Opsonin Pharma',
  'ACI Limited',
  'Healthcare Pharmaceuticals',
  'Aristopharma',
  'Drug International',
  'Radiant Pharmaceuticals',
  'ACME Laboratories',
  'Popular Pharmaceuticals',
  'General Pharmaceuticals',
  'Orion Pharma',
  'Ziska Pharmaceuticals',
  'Navana Pharmaceuticals',
  'Ibn Sina Pharmaceutical',
  'Sanofi Bangladesh',
  'Novartis Bangladesh',
  'GlaxoSmithKline Bangladesh',
  'Nuvista Pharma',
  'Globe Pharmaceuticals',
  'Delta Pharma',
  'Beacon Pharmaceuticals',
  'Eastern Pharmaceuticals',
  'Pharmasia',
  'Sun Pharmaceutical (Bangladesh)',
  'Unimed Unihealth',
  'Team Pharmaceuticals',
];
const CATEGORIES: Array<[string, string]> = [
  ['Pain & Fever', 'ব্যথা ও জ্বর'],
  ['Gastric & Digestion', 'গ্যাস্ট্রিক ও হজম'],
  ['Antibiotics', 'অ্যান্টিবায়োটিক'],
  ['Allergy & Cold', 'অ্যালার্জি ও সর্দি'],
  ['Respiratory', 'শ্বাসতন্ত্র'],
  ['Heart & Blood Pressure', 'হৃদরোগ ও রক্তচাপ'],
  ['Diabetes', 'ডায়াবেটিস'],
  ['Vitamins & Supplements', 'ভিটামিন ও সাপ্লিমেন্ট'],
  ['Skin Care', 'ত্বকের যত্ন'],
  ['Eye & Ear', 'চোখ ও কান'],
  ['Mental Health', 'মানসিক স্বাস্থ্য'],
  ['Women’s Health', 'নারী স্বাস্থ্য'],
  ['Men’s Health', 'পুরুষ স্বাস্থ্য'],
  ['Baby Care', 'শিশুর যত্ন'],
  ['Hormones', 'হরমোন'],
  ['Neurology', 'স্নায়ুরোগ'],
];

/** Deterministic PRNG (mulberry32), so two runs with the same count build the same catalog. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A raw query runner over either driver (pg client or PGlite). */
type Run = (text: string, params?: unknown[]) => Promise<unknown>;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

async function recreatePostgres(url: string, drop: boolean): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing database name ${JSON.stringify(name)}`);
  if (!name.startsWith('nirog_bench')) throw new Error('the bench generator only drops databases named nirog_bench*');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (!drop) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

async function fillCatalog(run: Run, count: number): Promise<void> {
  const random = rng(20260522);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const totalWeight = FORM_WEIGHTS.reduce((a, b) => a + b, 0);
  const pickForm = (): number => {
    let r = random() * totalWeight;
    for (let i = 0; i < FORM_WEIGHTS.length; i++) if ((r -= FORM_WEIGHTS[i]) < 0) return i;
    return 0;
  };

  // Reference rows with explicit ids (1..n), so products can point at them without lookups.
  const unnestInsert = async (table: string, columns: string[], types: string[], rows: unknown[][]) => {
    const arrays = columns.map((_, c) => rows.map((r) => r[c]));
    const selects = types.map((t, i) => `$${i + 1}::${t}[]`).join(', ');
    await run(`INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM unnest(${selects})`, arrays);
  };
  await unnestInsert(
    'categories',
    ['id', 'slug', 'name', 'bn_name', 'sort'],
    ['int', 'text', 'text', 'text', 'int'],
    CATEGORIES.map(([name, bn], i) => [i + 1, slugify(name), name, bn, i + 1]),
  );
  await unnestInsert(
    'medicine_types',
    ['id', 'title', 'bn_title'],
    ['int', 'text', 'text'],
    FORMS.map(([title, bn], i) => [i + 1, title, bn]),
  );
  await unnestInsert(
    'generics',
    ['id', 'title'],
    ['int', 'text'],
    GENERICS.map((title, i) => [i + 1, title]),
  );
  await unnestInsert(
    'brands',
    ['id', 'name'],
    ['int', 'text'],
    MANUFACTURERS.map((name, i) => [i + 1, name]),
  );

  const now = Date.now();
  const slugs = new Set<string>();
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
    const cols = {
      id: [] as number[],
      slug: [] as string[],
      title: [] as string[],
      bn: [] as Array<string | null>,
      power: [] as string[],
      price: [] as number[],
      discount: [] as number[],
      finalPrice: [] as number[],
      views: [] as number[],
      type: [] as number[],
      brand: [] as number[],
      rx: [] as boolean[],
      active: [] as boolean[],
      created: [] as string[],
    };
    const pgProduct: number[] = [];
    const pgGeneric: number[] = [];
    const pcProduct: number[] = [];
    const pcCategory: number[] = [];
    for (let k = 0; k < n; k++) {
      const id = start + k + 1;
      const parts = Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES));
      const [end, bnEnd] = pick(ENDINGS);
      const latin = parts.map((p) => p[0]).join('') + end;
      const suffix = pick(SUFFIXES);
      const title = latin[0].toUpperCase() + latin.slice(1) + suffix;
      const bnTitle = random() < 0.35 ? parts.map((p) => p[1]).join('') + bnEnd + (suffix ? suffix : '') : null;
      const form = pickForm();
      const power = pick(STRENGTHS[FORMS[form][0]]);
      let slug = slugify(`${title} ${power} ${FORMS[form][0]}`);
      if (slugs.has(slug)) slug = `${slug}-${id}`;
      slugs.add(slug);
      // Taka 2..2000, skewed to cheap; a quarter discounted 2..15%.
      const pricePoisha = Math.round(200 + Math.pow(random(), 3) * 199_800);
      const discount = random() < 0.25 ? 2 + Math.floor(random() * 14) : 0;
      cols.id.push(id);
      cols.slug.push(slug);
      cols.title.push(title);
      cols.bn.push(bnTitle);
      cols.power.push(power);
      cols.price.push(pricePoisha);
      cols.discount.push(discount);
      cols.finalPrice.push(pricePoisha - Math.round((pricePoisha * discount) / 100));
      cols.views.push(Math.floor(Math.pow(random(), 4) * 5000));
      cols.type.push(form + 1);
      cols.brand.push(1 + Math.floor(random() * MANUFACTURERS.length));
      cols.rx.push(random() < 0.6);
      cols.active.push(random() < 0.97);
      cols.created.push(new Date(now - (count - id) * 60_000).toISOString());
      const g1 = 1 + Math.floor(random() * GENERICS.length);
      pgProduct.push(id);
      pgGeneric.push(g1);
      if (random() < 0.15) {
        const g2 = 1 + Math.floor(random() * GENERICS.length);
        if (g2 !== g1) {
          pgProduct.push(id);
          pgGeneric.push(g2);
        }
      }
      const c1 = 1 + Math.floor(random() * CATEGORIES.length);
      pcProduct.push(id);
      pcCategory.push(c1);
      if (random() < 0.2) {
        const c2 = 1 + Math.floor(random() * CATEGORIES.length);
        if (c2 !== c1) {
          pcProduct.push(id);
          pcCategory.push(c2);
        }
      }
    }
    await run(
      `INSERT INTO products (id, slug, title, bn_title, power, price_poisha, discount_percent, final_price_poisha,
         views, medicine_type_id, brand_id, prescription_required, active, created_at, updated_at)
       SELECT id, slug, title, bn_title, power, price, discount, final_price, views, type_id, brand_id, rx, active, created, created
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::numeric[], $8::int[],
         $9::int[], $10::int[], $11::int[], $12::bool[], $13::bool[], $14::timestamptz[])
         AS t(id, slug, title, bn_title, power, price, discount, final_price, views, type_id, brand_id, rx, active, created)`,
      [
        cols.id,
        cols.slug,
        cols.title,
        cols.bn,
        cols.power,
        cols.price,
        cols.discount,
        cols.finalPrice,
        cols.views,
        cols.type,
        cols.brand,
        cols.rx,
        cols.active,
        cols.created,
      ],
    );
    await run('INSERT INTO product_generics (product_id, generic_id) SELECT * FROM unnest($1::int[], $2::int[])', [
      pgProduct,
      pgGeneric,
    ]);
    await run('INSERT INTO product_categories (product_id, category_id) SELECT * FROM unnest($1::int[], $2::int[])', [
      pcProduct,
      pcCategory,
    ]);
    if ((start / BATCH) % 20 === 19) console.log(`  ${start + n} products`);
  }
  for (const table of ['categories', 'medicine_types', 'generics', 'brands', 'products']) {
    await run(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  // VACUUM also flushes the GIN pending lists, as autovacuum would on a live database.
  await run('VACUUM ANALYZE');
}

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '10000' },
      'database-url': { type: 'string' },
      'pglite-dir': { type: 'string' },
      drop: { type: 'boolean', default: false },
    },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive integer');
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  const dataDir = values['pglite-dir'];
  if (!url === !dataDir) throw new Error('give exactly one of --database-url (or DATABASE_URL) and --pglite-dir');

  const started = performance.now();
  if (url) {
    await recreatePostgres(url, values.drop);
    if (values.drop) return console.log(`dropped ${new URL(url).pathname.slice(1)}`);
    const database = await openDatabase({ url });
    await database.migrate();
    await database.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await fillCatalog((text, params) => client.query(text, params), count);
    } finally {
      await client.end();
    }
  } else {
    // The server opens `${DATA_DIR}/pglite`; the generator writes the same place.
    rmSync(dataDir!, { recursive: true, force: true });
    if (values.drop) return console.log(`removed ${dataDir}`);
    mkdirSync(dataDir!, { recursive: true });
    const pglite = await createPglite(path.join(dataDir!, 'pglite'));
    const database = await openDatabase({ pglite });
    await database.migrate();
    try {
      await fillCatalog((text, params) => pglite.query(text, params), count);
    } finally {
      await database.close();
    }
  }
  console.log(`${count} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();

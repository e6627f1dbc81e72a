// Relevance of the shop search (issue 12 item 5): the demo catalogue plus N generated products
// (syllable brands from catalog-vocabulary.ts, real generics, forms, strengths, makers, views), then
// queries a customer types, each with what a pharmacist expects first. Reports top-1 and top-5 hit
// rates (targets 90% / 98%) and every miss. Runs the service on the database path (no answers cache).
//
//   npm run bench:search-relevance -w @nirog/bench                    # PGlite in memory, 20,000 generated
//   npm run bench:search-relevance -w @nirog/bench -- --count 0        # the demo catalogue alone
//   npm run bench:search-relevance -w @nirog/bench -- --database-url postgres://postgres@127.0.0.1:5432/nirog_relevance
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { ProductCard, ShopQuery } from '@nirog/contracts';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDemoCatalog } from '../apps/api/src/seed/demo/catalog';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SLIDERS, type DemoProduct } from '../apps/api/src/seed/demo/catalog-data';
import {
  ensureBrands,
  ensureGenerics,
  ensureMedicineTypes,
  insertProducts,
  type NewProduct,
} from '../apps/api/src/modules/catalog/catalog.write.service';
import { listShopProducts } from '../apps/api/src/modules/catalog/shop/catalog.shop.service';
import { GENERICS, SYLLABLES } from './catalog-vocabulary';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '20000' }, 'database-url': { type: 'string' } },
});
const count = Number(values.count);

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function open() {
  const url = values['database-url'];
  if (!url) return openDatabase({ memory: true });
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return openDatabase({ url });
}

const database = await open();
await database.migrate();
const db = database.db;
await seedDemoCatalog(db, { data: { categories: DEMO_CATEGORIES, products: DEMO_PRODUCTS, sliders: DEMO_SLIDERS } });

// Generated products: brands of 2-3 syllables, one generic (a fifth two), common forms and strengths.
const FORMS = ['Tablet', 'Capsule', 'Syrup', 'Suspension', 'Injection', 'Cream', 'Drops', 'Suppository'];
const WEIGHTS = [45, 20, 10, 8, 6, 5, 4, 2];
const STRENGTHS = ['5 mg', '10 mg', '20 mg', '40 mg', '50 mg', '100 mg', '250 mg', '500 mg', '120 mg/5 ml', '1%'];
const MAKERS = ['Alpha Pharma', 'Delta Labs', 'Orion Pharma', 'Nuvista', 'Radiant', 'Eskayef', 'Healthcare'];
const random = rng(20261125);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
const pickForm = () => {
  let r = random() * WEIGHTS.reduce((a, b) => a + b, 0);
  for (let i = 0; i < WEIGHTS.length; i++) if ((r -= WEIGHTS[i]) < 0) return FORMS[i];
  return FORMS[0];
};
const types = await ensureMedicineTypes(
  db,
  FORMS.map((title) => ({ title })),
);
const gens = await ensureGenerics(
  db,
  GENERICS.map((title) => ({ title })),
);
const makers = await ensureBrands(db, MAKERS);
const started = performance.now();
const generated: NewProduct[] = [];
for (let i = 0; i < count; i++) {
  const syllables = Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES));
  const latin = syllables.map(([l]) => l).join('');
  const title = latin[0].toUpperCase() + latin.slice(1);
  const generics = [pick(GENERICS), ...(random() < 0.2 ? [pick(GENERICS)] : [])];
  generated.push({
    slug: `gen-${i}-${latin}`,
    title,
    bnTitle: random() < 0.33 ? syllables.map(([, bn]) => bn).join('') : null,
    power: pick(STRENGTHS),
    price: 1 + Math.floor(random() * 500),
    views: Math.floor(random() * 200),
    medicineTypeId: types.get(pickForm()),
    brandId: makers.get(pick(MAKERS)),
    genericIds: [...new Set(generics)].map((g) => gens.get(g)!),
  });
}
for (let i = 0; i < generated.length; i += 2000) await insertProducts(db, generated.slice(i, i + 2000));
await db.execute('ANALYZE' as never);
console.log(
  `catalogue: ${DEMO_PRODUCTS.length} demo + ${count} generated products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// The queries. For a brand, the pharmacist expects that brand in its adult form (tablet/capsule when
// it has one); for brand + strength, that brand with that strength; for a generic, a single-ingredient
// product of it; typos and Bengali spellings expect what the correct spelling expects.
type Expect = (p: ProductCard) => boolean;
interface Case {
  kind: string;
  query: string;
  expect: Expect;
}
const adult = (p: DemoProduct) => /tablet|capsule/i.test(p.form);
const byBrand = new Map<string, DemoProduct[]>();
for (const p of DEMO_PRODUCTS) byBrand.set(p.brand, [...(byBrand.get(p.brand) ?? []), p]);
const brands = [...byBrand.entries()].filter(([, list]) => list.some(adult));
const step = Math.max(1, Math.floor(brands.length / 16));
const chosen = brands.filter((_, i) => i % step === 0).slice(0, 16);
const isBrand = (brand: string) => (p: ProductCard) =>
  p.title.toLowerCase() === brand.toLowerCase() && /tablet|capsule/i.test(p.medicinetype?.title ?? '');
/** A plausible typo: the last letter doubled ("napaa"), or a vowel changed for long names. */
const typo = (word: string) =>
  word.length > 6
    ? word.replace(/[aeiou](?=[^aeiou]*$)/i, (v) => (v === 'e' ? 'i' : v === 'i' ? 'e' : 'o'))
    : `${word}${word.at(-1)}`;

const cases: Case[] = [];
for (const [brand, list] of chosen) {
  const main = list.find(adult)!;
  const number = main.strength.match(/\d+(\.\d+)?/)?.[0];
  cases.push({ kind: 'brand', query: brand.toLowerCase(), expect: isBrand(brand) });
  if (number)
    cases.push({
      kind: 'brand+strength',
      query: `${brand.toLowerCase()} ${number}`,
      expect: (p) => isBrand(brand)(p) && (p.power ?? '').includes(number),
    });
  cases.push({ kind: 'typo', query: typo(brand.toLowerCase()), expect: isBrand(brand) });
  if (main.bn_brand) cases.push({ kind: 'bengali', query: main.bn_brand, expect: isBrand(brand) });
}
// As written on a prescription or asked at the counter: the unit glued on, the form's shorthand, a
// liquid called "syrup" whatever the pack says (suspensions included), Bengali digits.
const liquid = (p: ProductCard) => /syrup|suspension|solution|elixir/i.test(p.medicinetype?.title ?? '');
for (const [i, [brand, list]] of chosen.entries()) {
  const main = list.find(adult)!;
  const number = main.strength.match(/\d+(\.\d+)?/)?.[0];
  const lower = brand.toLowerCase();
  const withStrength = (p: ProductCard) => isBrand(brand)(p) && (p.power ?? '').includes(number ?? '');
  if (number && i % 2 === 0)
    cases.push({
      kind: 'brand+strength',
      query: `${lower} ${number}${main.strength.includes('mg') ? 'mg' : ''}`,
      expect: withStrength,
    });
  if (i % 2 === 1)
    cases.push({
      kind: 'brand+form',
      query: `${lower} ${/capsule/i.test(main.form) ? 'cap' : 'tab'}`,
      expect: isBrand(brand),
    });
  if (list.some((p) => /syrup|suspension/i.test(p.form))) {
    cases.push({ kind: 'brand+form', query: `${lower} syrup`, expect: (p) => p.title === brand && liquid(p) });
    // The form misspelt, as typed on a phone.
    if (i % 2 === 0)
      cases.push({ kind: 'brand+form typo', query: `${lower} sirup`, expect: (p) => p.title === brand && liquid(p) });
  }
  if (i % 4 === 3)
    cases.push({
      kind: 'brand+form typo',
      query: `${lower} ${/capsule/i.test(main.form) ? 'capsul' : 'tablate'}`,
      expect: isBrand(brand),
    });
  if (number && main.bn_brand && i % 4 === 0)
    cases.push({
      kind: 'bengali+strength',
      query: `${main.bn_brand} ${number.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)])}`,
      expect: withStrength,
    });
}
const single = (generic: string) => (p: ProductCard) =>
  p.generics.length === 1 && p.generics[0].title.toLowerCase() === generic.toLowerCase();
for (const [query, generic] of [
  ['paracetamol', 'Paracetamol'],
  ['omeprazole', 'Omeprazole'],
  ['esomeprazole', 'Esomeprazole'],
  ['azithromycin', 'Azithromycin'],
  ['metformin', 'Metformin Hydrochloride'],
  ['amlodipine', 'Amlodipine'],
  ['cefixime', 'Cefixime'],
  ['montelukast', 'Montelukast'],
  ['paracetmol', 'Paracetamol'],
  ['omiprazole', 'Omeprazole'],
  ['azithromicin', 'Azithromycin'],
  ['amlodipin', 'Amlodipine'],
  ['প্যারাসিটামল', 'Paracetamol'],
  ['ওমিপ্রাজল', 'Omeprazole'],
  ['অ্যামলোডিপিন', 'Amlodipine'],
  ['সেফিক্সিম', 'Cefixime'],
  // Spellings seen in Bangladeshi searches and prescriptions.
  ['parasitamol', 'Paracetamol'],
  ['omeprazol', 'Omeprazole'],
  ['esomeprazol', 'Esomeprazole'],
  ['azithromycine', 'Azithromycin'],
  ['metformine', 'Metformin Hydrochloride'],
  ['ciprofloxacine', 'Ciprofloxacin'],
  ['montilukast', 'Montelukast'],
  ['cefixim', 'Cefixime'],
  ['fexofenadin', 'Fexofenadine Hydrochloride'],
  ['ceterizine', 'Cetirizine Hydrochloride'],
  ['amlodepine', 'Amlodipine'],
  ['প্যারাসিটামোল', 'Paracetamol'],
  ['সিপ্রোফ্লক্সাসিন', 'Ciprofloxacin'],
  ['মেটফরমিন', 'Metformin Hydrochloride'],
  ['মন্টিলুকাস্ট', 'Montelukast'],
  ['ফেক্সোফেনাডিন', 'Fexofenadine Hydrochloride'],
] as const) {
  cases.push({ kind: /[\u0980-\u09FF]/.test(query) ? 'bengali generic' : 'generic', query, expect: single(generic) });
}

// A generic with its strength ("paracetamol 500"): a single-ingredient product of it with that strength.
for (const [query, generic, strength] of [
  ['paracetamol 500', 'Paracetamol', '500'],
  ['omeprazole 20', 'Omeprazole', '20'],
  ['azithromycin 500', 'Azithromycin', '500'],
  ['metformin 500 mg', 'Metformin Hydrochloride', '500'],
  ['montelukast 10', 'Montelukast', '10'],
  ['প্যারাসিটামল ৫০০', 'Paracetamol', '500'],
] as const) {
  cases.push({
    kind: 'generic+strength',
    query,
    expect: (p) => single(generic)(p) && new RegExp(`(^|[^0-9.])${strength}([^0-9]|$)`).test(p.power ?? ''),
  });
}

let top1 = 0;
let top5 = 0;
const misses: string[] = [];
const timings: number[] = [];
for (const c of cases) {
  const t0 = performance.now();
  const page = await listShopProducts(db, { page: 1, keyword: c.query } as ShopQuery);
  timings.push(performance.now() - t0);
  const hits = page.data.slice(0, 5).map(c.expect);
  if (hits[0]) top1++;
  if (hits.some(Boolean)) top5++;
  if (!hits[0])
    misses.push(
      `${c.kind} "${c.query}": ${hits.some(Boolean) ? 'top-5' : 'MISS'}; first ${page.data
        .slice(0, 3)
        .map((p) => `${p.title} ${p.power ?? ''} ${p.medicinetype?.title ?? ''}`)
        .join(' | ')}`,
    );
}
timings.sort((a, b) => a - b);
const pct = (n: number) => `${((100 * n) / cases.length).toFixed(1)}%`;
console.log(`${cases.length} queries on ${database.kind}: top-1 ${pct(top1)} (${top1}), top-5 ${pct(top5)} (${top5})`);
console.log(
  `single-client latency: p50 ${timings[Math.floor(timings.length / 2)].toFixed(1)} ms, p95 ${timings[Math.floor(timings.length * 0.95)].toFixed(1)} ms`,
);
for (const m of misses) console.log(`  ${m}`);
await database.close();

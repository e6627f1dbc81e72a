// Load benchmark of the doctor listing (`/api/bd-doctors-appointment`) and the doctor profile next to
// `/api/health` on the same server in the same run, on PostgreSQL with 10k and 100k generated doctors
// (issue 15). Each size gets its own database (dropped and recreated): the server migrates it and seeds
// the reference data, the doctors are generated in SQL, then the server is started again for the load.
//
//   npm run bench:listings -w @nirog/bench -- --database-url postgres://postgres@127.0.0.1:5432/postgres
//
// Options: --sizes (10000,100000), --connections (50), --seconds (10 per route), --warmup (2 s),
// --cache-seconds (the server's CATALOG_CACHE_SECONDS; 0 = every answer computed), --explain (print the
// plans of the measured queries).
import { loadavg, cpus } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServer } from '../e2e/support/server';
import { freshPostgres } from './fresh-postgres';
import { load, percentile } from './load';

const FIRST = [
  'Mahbubur',
  'Nasrin',
  'Kamrul',
  'Sharmin',
  'Aminul',
  'Farzana',
  'Rezaul',
  'Tahmina',
  'Shafiqul',
  'Rumana',
  'Habibur',
  'Sabina',
  'Mizanur',
  'Laila',
  'Anisur',
  'Dilruba',
  'Jahangir',
  'Nazma',
  'Sirajul',
  'Rokeya',
  'Rajesh',
  'Priya',
  'Sunita',
  'Vikram',
  'Kavita',
  'Tanvir',
  'Sadia',
  'Imran',
  'Mitu',
  'Arif',
];
const LAST = [
  'Rahman',
  'Islam',
  'Hossain',
  'Akter',
  'Chowdhury',
  'Haque',
  'Karim',
  'Sultana',
  'Ahmed',
  'Begum',
  'Sharma',
  'Iyer',
  'Gupta',
  'Reddy',
  'Mehta',
  'Nair',
  'Sarker',
  'Mondal',
  'Das',
  'Roy',
];
const CHAMBERS = [
  'Popular Diagnostic Centre',
  'Ibn Sina Diagnostic',
  'Labaid Specialized',
  'Medinova Medical',
  'Square Hospital',
];

const text = (list: string[]) => `ARRAY[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

/** 70% Bangladesh, 30% India; 97% approved, 2% pending, 1% suspended; 2 specialities and 2 degrees each. */
async function generateDoctors(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`
      INSERT INTO users (name, email, phone, password_hash, referral_code, country, email_verified_at)
      SELECT (${text(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${text(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
             'bench.doctor.' || g || '@bench.test', '019' || lpad(g::text, 8, '0'), 'x', 'BD' || g, 'Bangladesh', now()
      FROM generate_series(1, ${count}) g`);
    await client.query(`
      INSERT INTO provider_applications (user_id, kind, status, step_reached, submitted_at, rating_sum, rating_count, served_count)
      SELECT u.id, 'doctor',
             CASE WHEN u.id % 100 < 2 THEN 'pending' WHEN u.id % 100 = 2 THEN 'suspended' ELSE 'approved' END,
             4, now(), (u.id * 7) % 41 + (u.id % 9), (u.id * 7) % 41 / 4 + (u.id % 9 > 0)::int, u.id % 500
      FROM users u WHERE u.email LIKE 'bench.doctor.%'`);
    await client.query(`
      WITH subs AS (
        SELECT row_number() OVER (ORDER BY s.id) - 1 AS n, s.id, s.district_id FROM sub_districts s
        JOIN districts d ON d.id = s.district_id WHERE d.country_id = 1),
      st AS (SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM states WHERE country_id = 2),
      hs AS (SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, name FROM hospitals WHERE country_id = 2),
      apps AS (SELECT id, id % 10 < 7 AS bd FROM provider_applications WHERE kind = 'doctor')
      INSERT INTO doctors (application_id, title, gender, country_id, district_id, sub_district_id, state_id, location,
        nid_passport_no, registration_no, registered_institution, language, hospital_id, hospital_name, department,
        designation, experience, appointment_service, chamber_name, chamber_location, appointment_fee,
        appointment_discount, audio_service, audio_fee, audio_discount, video_service, video_fee, video_discount,
        weekdays, time_from, time_to)
      SELECT a.id, 'Dr.', CASE WHEN a.id % 2 = 0 THEN 'male' ELSE 'female' END,
        CASE WHEN a.bd THEN 1 ELSE 2 END,
        CASE WHEN a.bd THEN subs.district_id END, CASE WHEN a.bd THEN subs.id END, CASE WHEN a.bd THEN NULL ELSE st.id END,
        'Bench', 'N' || a.id, 'R' || a.id, 'BMDC', CASE WHEN a.bd THEN 'Bangla, English' ELSE 'English, Hindi' END,
        CASE WHEN a.bd THEN NULL ELSE hs.id END,
        CASE WHEN a.bd THEN 'Dhaka Medical College Hospital' ELSE hs.name END,
        'Medicine', 'Consultant', a.id % 30, true,
        (${text(CHAMBERS)})[1 + a.id % ${CHAMBERS.length}], 'Dhaka', 30000 + (a.id % 40) * 5000, (a.id % 4) * 5,
        true, 30000, 0, a.id % 3 <> 0, 40000 + (a.id % 30) * 5000, 10,
        ARRAY[1,2,3,4,5]::smallint[], '16:00', '21:00'
      FROM apps a
      JOIN subs ON subs.n = a.id % (SELECT count(*) FROM subs)
      JOIN st ON st.n = a.id % (SELECT count(*) FROM st)
      JOIN hs ON hs.n = a.id % (SELECT count(*) FROM hs)`);
    await client.query(`
      INSERT INTO doctor_specialists (application_id, specialist_id)
      SELECT DISTINCT d.application_id, s.id FROM doctors d
      CROSS JOIN LATERAL (VALUES (d.application_id % 40), ((d.application_id * 7 + 3) % 40)) AS k(n)
      JOIN (SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM specialists) s
        ON s.n = k.n % (SELECT count(*) FROM specialists)`);
    await client.query(`
      INSERT INTO doctor_qualifications (application_id, position, degree, institution_name, institution_location)
      SELECT application_id, p, (ARRAY['MBBS','FCPS','MD'])[p + 1], 'Dhaka Medical College', 'Dhaka'
      FROM doctors CROSS JOIN generate_series(0, 1) p`);
    await client.query('COMMIT');
    await client.query('ANALYZE');
    const sample = await client.query<{ id: number; specialist: number; district: number }>(`
      SELECT d.application_id AS id, min(ds.specialist_id) AS specialist, min(d.district_id) AS district
      FROM doctors d JOIN provider_applications pa ON pa.id = d.application_id AND pa.status = 'approved'
      JOIN doctor_specialists ds ON ds.application_id = d.application_id
      WHERE d.country_id = 1 GROUP BY d.application_id ORDER BY d.application_id LIMIT 1 OFFSET ${Math.floor(count / 3)}`);
    return sample.rows[0];
  } finally {
    await client.end();
  }
}

interface RouteResult {
  route: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  total: number | null;
}

async function runSize(
  baseUrl: string,
  count: number,
  options: { connections: number; seconds: number; warmup: number; cache?: string; explain: boolean },
) {
  const url = await freshPostgres(baseUrl, `nirog_bench_doctors_i15_${count >= 1000 ? `${count / 1000}k` : count}`);
  const env = {
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    DATABASE_URL: url,
    ...(options.cache === undefined ? {} : { CATALOG_CACHE_SECONDS: options.cache }),
  };
  // First start: migrations and reference data.
  await (await startServer(env)).stop();
  const started = Date.now();
  const sample = await generateDoctors(url, count);
  console.error(`  ${count} doctors generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const list = '/api/bd-doctors-appointment';
  const routes = [
    '/api/health',
    list,
    `${list}?keyword=rahman`,
    `${list}?keyword=${encodeURIComponent('রহমান')}`,
    `${list}?specialists=${sample.specialist}`,
    `${list}?district=${sample.district}`,
    `${list}?order_by=appointment_fees_asc&page=3`,
    `${list}?order_by=appointment_fees_desc`,
    `${list}?order_by=experience&page=2`,
    `${list}?order_by=rating`,
    `${list}?keyword=hossain&specialists=${sample.specialist}&order_by=appointment_fees_asc`,
    `/api/bd-doctor-appointment/${sample.id}`,
  ];
  if (options.explain) await explain(url, sample);
  const server = await startServer(env);
  const results: RouteResult[] = [];
  try {
    for (const route of routes) {
      const res = await fetch(server.url + route);
      const body = (await res.json()) as { total?: number };
      if (!res.ok) throw new Error(`${route}: ${res.status} ${JSON.stringify(body)}`);
      if (options.warmup > 0) await load(server.url, options.connections, options.warmup, [route]);
      const { result, times } = await load(server.url, options.connections, options.seconds, [route]);
      await new Promise((r) => setTimeout(r, 1500));
      times.sort((a, b) => a - b);
      results.push({
        route: decodeURIComponent(route),
        rps: result.requests.average,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        errors: result.errors + result.timeouts + result.non2xx,
        total: typeof body.total === 'number' ? body.total : null,
      });
      console.error(`  ${route}: ${Math.round(result.requests.average)} req/s`);
    }
  } finally {
    await server.stop();
  }
  const health = results[0].rps;
  return [
    `### PostgreSQL, ${count.toLocaleString('en')} doctors`,
    '',
    `${options.connections} connections, ${options.seconds} s per route (after ${options.warmup} s warm-up), answers cache ${options.cache ?? 'default (10 s)'}, Node ${process.version}, load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
    '',
    '| route | matches | req/s | % of health | p50 ms | p95 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| \`${r.route}\` | ${r.total ?? ''} | ${Math.round(r.rps)} | ${((100 * r.rps) / health).toFixed(0)}% | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
    ),
  ].join('\n');
}

/** The plans of the listing's queries (what EXPLAIN shows for the filters and sorts). */
async function explain(url: string, sample: { specialist: number; district: number }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const base = `FROM doctors d JOIN provider_applications pa ON pa.id = d.application_id JOIN users u ON u.id = pa.user_id
    WHERE pa.kind = 'doctor' AND pa.status = 'approved' AND d.country_id = 1`;
  const queries = {
    rating: `SELECT d.application_id ${base} ORDER BY (pa.rating_sum::float8 / NULLIF(pa.rating_count, 0)) DESC NULLS LAST, pa.rating_count DESC NULLS LAST, pa.id LIMIT 12`,
    fee: `SELECT d.application_id ${base} ORDER BY (d.appointment_fee * (100 - COALESCE(d.appointment_discount, 0)) / 100) ASC NULLS LAST, d.application_id LIMIT 12 OFFSET 24`,
    experience: `SELECT d.application_id ${base} ORDER BY d.experience DESC NULLS LAST, d.application_id LIMIT 12`,
    district: `SELECT d.application_id ${base} AND d.district_id = ${sample.district} ORDER BY (pa.rating_sum::float8 / NULLIF(pa.rating_count, 0)) DESC NULLS LAST LIMIT 12`,
    specialist: `SELECT d.application_id ${base} AND d.application_id IN (SELECT application_id FROM doctor_specialists WHERE specialist_id = ${sample.specialist}) LIMIT 12`,
    keyword: `SELECT d.application_id ${base} AND pa.id IN (SELECT pa2.id FROM provider_applications pa2 JOIN users u2 ON u2.id = pa2.user_id WHERE pa2.kind = 'doctor' AND nirog_search_key(u2.name) LIKE '%' || nirog_phonetic_key('rahman') || '%') LIMIT 12`,
  };
  for (const [name, q] of Object.entries(queries)) {
    const { rows } = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${q}`);
    console.error(`\n-- ${name}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await client.end();
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      sizes: { type: 'string', default: '10000,100000' },
      connections: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      'cache-seconds': { type: 'string' },
      explain: { type: 'boolean', default: false },
    },
  });
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  if (!url) throw new Error('give --database-url (or DATABASE_URL): a PostgreSQL server');
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model}; load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  for (const size of values.sizes.split(',').map(Number)) {
    console.log(
      await runSize(url, size, {
        connections: Number(values.connections),
        seconds: Number(values.seconds),
        warmup: Number(values.warmup),
        cache: values['cache-seconds'],
        explain: values.explain,
      }),
    );
    console.log('');
  }
}

await main();

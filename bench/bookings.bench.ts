// Load benchmark of doctor bookings (issue 16): many patients book the same doctor's day at once
// against the real server process on PostgreSQL, then the database is checked: no slot holds two live
// bookings (the exclusion constraint) and no serial repeats within the day.
//
//   npm run bench:bookings -w @nirog/bench -- --database-url postgres://postgres@127.0.0.1:5432/postgres
//
// Options: --patients (300), --concurrency (50). The database nirog_bench_bookings is dropped and recreated.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ROLE } from '@nirog/contracts';
import { openDatabase } from '../apps/api/src/db/client';
import { referralCode } from '../apps/api/src/lib/ids';
import { addDays, wallClock } from '../apps/api/src/lib/time';
import { authTables, issueToken } from '../apps/api/src/modules/auth';
import { doctorsTables } from '../apps/api/src/modules/doctors';
import { providersTables } from '../apps/api/src/modules/providers';
import { seedReference } from '../apps/api/src/seed';
import { startServer } from '../e2e/support/server';
import { freshPostgres } from './fresh-postgres';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    patients: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '50' },
  },
});
const base = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
if (!base) throw new Error('--database-url is required (PostgreSQL)');
const patients = Number(values.patients);
const concurrency = Number(values.concurrency);
const dbUrl = await freshPostgres(base, 'nirog_bench_bookings');

const database = await openDatabase({ url: dbUrl });
await database.migrate();
await seedReference(database.db);
const db = database.db;
const [doctorUser] = await db
  .insert(authTables.users)
  .values({
    name: 'Bench Doctor',
    email: 'bench.doctor@nirog.test',
    referralCode: referralCode(),
    emailVerifiedAt: new Date(),
  })
  .returning();
await db.insert(authTables.userRoles).values({ userId: doctorUser.id, roleId: ROLE.Doctor });
const [application] = await db
  .insert(providersTables.providerApplications)
  .values({ userId: doctorUser.id, kind: 'doctor', status: 'approved', stepReached: 4 })
  .returning();
// 09:00-21:00 in 5-minute visits: 144 slots for 300 patients.
await db.insert(doctorsTables.doctors).values({
  applicationId: application.id,
  title: 'Dr.',
  gender: 'male',
  countryId: 1,
  location: 'Dhaka',
  nidPassportNo: '1',
  registrationNo: 'A-1',
  registeredInstitution: 'BMDC',
  hospitalName: 'Bench Hospital',
  department: 'Medicine',
  designation: 'Consultant',
  experience: 5,
  appointmentService: true,
  chamberName: 'Bench Chamber',
  chamberLocation: 'Dhaka',
  appointmentFee: 50_000,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  timeFrom: '09:00:00',
  timeTo: '21:00:00',
  visitMinutes: 5,
});
const tokens: string[] = [];
for (let i = 0; i < patients; i++) {
  const [u] = await db
    .insert(authTables.users)
    .values({
      name: `Patient ${i}`,
      email: `bench.patient.${i}@nirog.test`,
      referralCode: referralCode(),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: authTables.users.id });
  tokens.push(await issueToken(db, u.id));
}
await database.close();

const day = addDays(wallClock(new Date(), 'Asia/Dhaka').date, 1);
const slots = Array.from({ length: 144 }, (_, i) => {
  const m = 9 * 60 + i * 5;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
});

const server = await startServer({ SEED_DEMO: 'false', DATABASE_URL: dbUrl });
const codes = new Map<number, number>();
let elapsed: number;
try {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < patients) {
      const i = next++;
      const res = await fetch(`${server.url}/api/auth/doctor-appointment/bd-doctor/${application.id}/appointment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[i]}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Patient ${i}`,
          dob: '1990-01-01',
          gender: 'female',
          occupation: 'Teacher',
          country_id: 1,
          city: 'Dhaka',
          disease_about: 'Fever',
          patient_type: 'New',
          app_date: day,
          // Everyone wants the morning: slots are picked from the first half, so many collide.
          app_time: slots[Math.floor(Math.random() * 72)],
        }),
      });
      await res.arrayBuffer();
      codes.set(res.status, (codes.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  elapsed = (performance.now() - started) / 1000;
} finally {
  await server.stop();
}

const check = await openDatabase({ url: dbUrl });
const rows = (r: unknown) => (r as { rows: Array<Record<string, unknown>> }).rows;
const overlaps = rows(
  await check.db.execute(sql`SELECT count(*)::int AS n FROM bookings a JOIN bookings b
    ON a.provider_id = b.provider_id AND a.id < b.id AND a.slot && b.slot
    WHERE a.status <> 'Cancelled' AND b.status <> 'Cancelled'`),
)[0].n;
const repeats = rows(
  await check.db.execute(sql`SELECT count(*)::int AS n FROM (SELECT provider_id, slot_day, serial_no FROM bookings
    WHERE status <> 'Cancelled' GROUP BY 1, 2, 3 HAVING count(*) > 1) d`),
)[0].n;
const booked = rows(await check.db.execute(sql`SELECT count(*)::int AS n FROM bookings WHERE status <> 'Cancelled'`))[0]
  .n;
const serials = rows(
  await check.db.execute(sql`SELECT bool_and(serial_no = rn) AS ok FROM (SELECT serial_no,
    row_number() OVER (ORDER BY lower(slot)) AS rn FROM bookings WHERE status <> 'Cancelled') s`),
)[0].ok;
await check.close();

const answered = [...codes.values()].reduce((a, b) => a + b, 0);
console.log(`bookings bench: ${patients} patients, ${concurrency} at once, one doctor's day (72 wanted slots)`);
console.log(`  answers: ${JSON.stringify(Object.fromEntries(codes))} in ${elapsed.toFixed(2)} s`);
console.log(
  `  ${(answered / elapsed).toFixed(1)} booking requests/s, ${((codes.get(200) ?? 0) / elapsed).toFixed(1)} bookings/s`,
);
console.log(
  `  live bookings ${booked}; overlapping live slots ${overlaps}; repeated serials ${repeats}; serials in time order ${serials}`,
);
if (overlaps !== 0 || repeats !== 0 || serials !== true || booked !== (codes.get(200) ?? 0)) {
  console.error('CHECK FAILED');
  process.exit(1);
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedDemoAccounts } from './demo/accounts';
import { seedDemoCatalog } from './demo/catalog';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_SLIDERS } from './demo/catalog-data';
import { seedDemoBookings } from './demo/bookings';
import { seedDemoCareBookings } from './demo/care-bookings';
import { seedDemoPrescriptions } from './demo/prescriptions';
import { seedDemoOrders } from './demo/orders';
import { seedDemoPharmacy } from './demo/pharmacy';
import { seedDemoProviders } from './demo/providers';
import { seedDemoReviews } from './demo/reviews';
import { seedGeography } from './reference/geography';
import { seedHospitals } from './reference/hospitals';
import { seedRoles } from './reference/roles';
import { writeRingtone } from './reference/ringtone';
import { seedSpecialists } from './reference/specialists';
import { runOnce } from './run-once';
import { wallClock } from '../lib/time';

export interface SeedReferenceOptions {
  /** Public storage root (`${DATA_DIR}/storage/public`); generated logos and the ringtone are written there when given. */
  storageDir?: string;
}

const REFERENCE_LOCK = 7263003;

/**
 * Reference data every installation needs (roles, countries, geography, specialists, hospitals),
 * with fixed ids, and the generated public files (logos, the incoming-call ringtone). Idempotent; runs at every start in one transaction.
 */
export async function seedReference(db: Db, options: SeedReferenceOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${REFERENCE_LOCK})`);
    await seedRoles(tx);
    await seedGeography(tx);
    await seedSpecialists(tx, options.storageDir);
    await seedHospitals(tx, options.storageDir);
  });
  if (options.storageDir) writeRingtone(options.storageDir);
}

/**
 * The demo marketplace, seeded once per database when SEED_DEMO is on. Each part runs once
 * (recorded in `seed_runs`), so restarts are fast and a part added later still reaches old databases.
 */
export async function seedDemo(db: Db, options: SeedReferenceOptions = {}): Promise<void> {
  await seedRoles(db);
  await runOnce(db, 'demo:accounts', seedDemoAccounts);
  await runOnce(db, 'demo:catalog', async (tx) => {
    await seedDemoCatalog(tx, {
      storageDir: options.storageDir,
      data: { categories: DEMO_CATEGORIES, products: DEMO_PRODUCTS, sliders: DEMO_SLIDERS },
    });
  });
  await runOnce(db, 'demo:orders', seedDemoOrders);
  await runOnce(db, 'demo:pharmacy', (tx) => seedDemoPharmacy(tx, { storageDir: options.storageDir }));
  await runOnce(db, 'demo:providers', (tx) => seedDemoProviders(tx, { storageDir: options.storageDir }));
  // Once a day: the day's chamber list (and whatever the demo patient's bookings miss).
  await runOnce(db, `demo:bookings:${wallClock(new Date(), 'Asia/Dhaka').date}`, seedDemoBookings);
  await runOnce(db, 'demo:prescriptions', seedDemoPrescriptions);
  await runOnce(db, 'demo:care-bookings', (tx) => seedDemoCareBookings(tx, { storageDir: options.storageDir }));
  await runOnce(db, 'demo:reviews', seedDemoReviews);
}

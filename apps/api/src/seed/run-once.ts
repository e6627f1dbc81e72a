import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { contentTables } from '../modules/content';

const SEED_LOCK = 7263002;

/**
 * Runs a one-time seed step unless this database already has it, in one transaction under an
 * advisory lock (two api processes starting together run it once). Returns whether it ran.
 */
export async function runOnce(db: Db, name: string, step: (tx: Tx) => Promise<void>): Promise<boolean> {
  const { seedRuns } = contentTables;
  const [done] = await db.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, name));
  if (done) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [again] = await tx.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, name));
    if (again) return false;
    await step(tx);
    await tx.insert(seedRuns).values({ name });
    return true;
  });
}

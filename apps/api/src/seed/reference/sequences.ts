import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * After inserting rows with explicit ids, moves a serial column's sequence past the largest id so
 * that rows added later (from the back office) never collide with seeded ones.
 */
export async function syncIdSequence(db: DbOrTx, table: string): Promise<void> {
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT max(id) FROM ${sql.identifier(table)}), 1))`,
  );
}

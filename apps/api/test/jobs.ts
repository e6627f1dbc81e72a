import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import type { JobKind } from '../src/modules/jobs';

export interface StoredJob {
  id: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  data: Record<string, unknown>;
  output: { message?: string } | null;
  singleton_key: string | null;
  start_after: Date;
}

/** The jobs of a kind as pg-boss stores them, oldest first. */
export async function jobsOf(db: DbOrTx, kind: JobKind<never>): Promise<StoredJob[]> {
  const result = await db.execute(sql`SELECT id, state::text AS state, retry_count, retry_limit, data, output,
      singleton_key, start_after
    FROM pgboss.job WHERE name = ${kind.name} ORDER BY created_on, id`);
  return (result as unknown as { rows: StoredJob[] }).rows;
}

/** Makes the kind's waiting jobs due now, as if their back-off had passed. */
export async function makeJobsDue(db: DbOrTx, kind: JobKind<never>): Promise<void> {
  await db.execute(sql`UPDATE pgboss.job SET start_after = now() - interval '1 second'
    WHERE name = ${kind.name} AND state < 'active'`);
}

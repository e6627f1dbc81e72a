import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { E2eStack } from './stack';

/**
 * Runs `work` on the server's own database (the embedded one in its data directory, opened with the extensions
 * the server opens it with): the server is stopped for it and started again on the same address and data
 * (`E2eStack.restartServer`); pages reload to reach it again.
 */
export async function onServerDatabase<T>(stack: E2eStack, work: (db: PGlite) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await stack.restartServer(async (dataDir) => {
    // Where the server keeps it (apps/api db/client.ts: DATA_DIR/pglite).
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm, btree_gist } });
    try {
      result = await work(db);
    } finally {
      await db.close();
    }
  });
  return result as T;
}

const isOverlap = (err: unknown) =>
  (err as { code?: string; constraint?: string }).code === '23P01' &&
  (err as { constraint?: string }).constraint === 'bookings_no_overlap';

/**
 * Brings a booking to its day, as if the days until it had passed: its slot moved by whole days so that its day
 * is today in its own zone, at the same clock time or, when the provider is busy then, the first free time after
 * it; its serial after the day's others. A booking is marked Completed only from its day on, so a journey that
 * completes one booked ahead brings it here first.
 */
export async function bringBookingToToday(stack: E2eStack, bookingId: number): Promise<void> {
  await onServerDatabase(stack, async (db) => {
    for (let step = 0; step < 96; step++) {
      try {
        await db.query(
          `UPDATE bookings b SET
             slot = CASE WHEN b.slot IS NULL THEN NULL ELSE tstzrange(
               lower(b.slot) - (b.slot_day - t.today) * interval '1 day' + $2::int * (upper(b.slot) - lower(b.slot)),
               upper(b.slot) - (b.slot_day - t.today) * interval '1 day' + $2::int * (upper(b.slot) - lower(b.slot))) END,
             slot_day = t.today,
             serial_no = (SELECT coalesce(max(o.serial_no), 0) + 1 FROM bookings o
               WHERE o.provider_id = b.provider_id AND o.slot_day = t.today AND o.status <> 'Cancelled' AND o.id <> b.id)
           FROM (SELECT id, (now() AT TIME ZONE time_zone)::date AS today FROM bookings WHERE id = $1) t
           WHERE b.id = t.id AND b.slot_day IS NOT NULL`,
          [bookingId, step],
        );
        return;
      } catch (err) {
        if (!isOverlap(err)) throw err;
      }
    }
    throw new Error(`booking ${bookingId}: no free time today`);
  });
}

import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings } from './bookings.tables';

/**
 * Serial numbers (DESIGN.md 5c): per provider per day, in time order, unique among the day's live
 * bookings. A number the provider set by hand stays; the others are numbered around it by slot time.
 * Called inside the transaction that changes the day (a booking, a cancel, a new schedule), after
 * `lockProviderDay`, so two bookings of one day never number at once.
 */
export async function renumberDay(tx: DbOrTx, providerId: number, day: string): Promise<void> {
  const rows = await tx
    .select({ id: bookings.id, serialNo: bookings.serialNo, fixed: bookings.serialFixed })
    .from(bookings)
    .where(and(eq(bookings.providerId, providerId), eq(bookings.slotDay, day), ne(bookings.status, 'Cancelled')))
    .orderBy(asc(sql`lower(${bookings.slot})`), asc(bookings.id));
  const taken = new Set(rows.filter((r) => r.fixed && r.serialNo !== null).map((r) => r.serialNo!));
  let next = 1;
  for (const row of rows) {
    if (row.fixed) continue;
    while (taken.has(next)) next += 1;
    // The serial constraint is checked at commit, so numbers may cross on the way.
    if (row.serialNo !== next) await tx.update(bookings).set({ serialNo: next }).where(eq(bookings.id, row.id));
    next += 1;
  }
}

/** Serialises the transactions that change one provider's day (numbering; the slot constraint needs no lock). */
export async function lockProviderDay(tx: DbOrTx, providerId: number, day: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${providerId}::int, hashtext(${day}::text))`);
}

/** Is a serial number taken by another live booking of the provider's day? */
export async function serialTaken(
  tx: DbOrTx,
  booking: { id: number; providerId: number; slotDay: string },
  serial: number,
) {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, booking.providerId),
        eq(bookings.slotDay, booking.slotDay),
        eq(bookings.serialNo, serial),
        ne(bookings.status, 'Cancelled'),
        ne(bookings.id, booking.id),
      ),
    )
    .limit(1);
  return Boolean(row);
}

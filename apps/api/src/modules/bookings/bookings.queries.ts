import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BookingKind } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageWindow } from '../../lib/pagination';
import type { BookingRow } from './bookings.service';
import { bookings } from './bookings.tables';

/** One page of bookings matching `where`, in `order`, with the total. */
async function page(db: DbOrTx, where: SQL, order: SQL[], pageNo: number, perPage: number) {
  const { limit, offset } = pageWindow(pageNo, perPage);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return { rows, total };
}

/** The patient's bookings of a kind, newest first. */
export const patientBookings = (db: DbOrTx, patientId: number, kind: BookingKind, pageNo: number, perPage: number) =>
  page(
    db,
    and(eq(bookings.patientId, patientId), eq(bookings.kind, kind))!,
    [desc(bookings.createdAt), desc(bookings.id)],
    pageNo,
    perPage,
  );

/**
 * The provider's bookings of a kind: with `day`, that day's live and completed ones by serial (the
 * chamber's list); otherwise the latest slot (or booking) first.
 */
export function providerBookings(
  db: DbOrTx,
  providerId: number,
  kind: BookingKind,
  pageNo: number,
  perPage: number,
  day?: string,
) {
  const base = and(eq(bookings.providerId, providerId), eq(bookings.kind, kind));
  if (day) {
    return page(
      db,
      and(base, eq(bookings.slotDay, day), sql`${bookings.status} <> 'Cancelled'`)!,
      [asc(bookings.serialNo), asc(bookings.id)],
      pageNo,
      perPage,
    );
  }
  return page(
    db,
    base!,
    [sql`lower(${bookings.slot}) DESC NULLS LAST`, desc(bookings.createdAt), desc(bookings.id)],
    pageNo,
    perPage,
  );
}

/**
 * A booking of a kind that belongs to the patient or the provider given; anyone else's is a 404
 * (DESIGN.md section 4). `lock` takes the row lock for a change.
 */
export async function ownBooking(
  db: DbOrTx,
  id: number,
  owner: { kind: BookingKind | BookingKind[]; patientId?: number; providerId?: number },
  lock = false,
): Promise<BookingRow> {
  const query = db.select().from(bookings).where(eq(bookings.id, id));
  const [row] = lock ? await query.for('update') : await query;
  const kinds = Array.isArray(owner.kind) ? owner.kind : [owner.kind];
  if (
    !row ||
    !kinds.includes(row.kind as BookingKind) ||
    (owner.patientId !== undefined && row.patientId !== owner.patientId) ||
    (owner.providerId !== undefined && row.providerId !== owner.providerId)
  ) {
    throw notFound('bookings.not_found');
  }
  return row;
}

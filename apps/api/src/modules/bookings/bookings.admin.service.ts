import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminBooking, AdminBookingDetail, AdminBookingsQuerySchema, BookingKind } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toTaka } from '../../lib/money';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { authTables } from '../auth';
import { escapeLike } from '../catalog';
import { paymentsTables } from '../payments';
import { providersTables } from '../providers';
import { needsPayment } from './bookings.rows';
import { slotClock } from './bookings.slots';
import { bookingEvents, bookings } from './bookings.tables';

const { users } = authTables;
const { providerApplications } = providersTables;
const { payments } = paymentsTables;

/**
 * Money to give back: the booking was cancelled after it was paid, or a payment arrived for a
 * booking no longer payable (the payments module's flag).
 */
export const refundDueSql = sql<boolean>`(${bookings.refundDue} OR EXISTS (SELECT 1 FROM ${payments}
  WHERE ${payments.purpose} = 'booking' AND ${payments.subjectId} = ${bookings.id} AND ${payments.refundDueAt} IS NOT NULL))
  AND ${bookings.refundedAt} IS NULL`;

const providerUser = sql`(SELECT u.name FROM users u WHERE u.id = ${providerApplications.userId})`;

const selection = {
  booking: bookings,
  patientName: users.name,
  patientEmail: users.email,
  patientPhone: users.phone,
  providerCode: providerApplications.code,
  providerName: sql<string>`${providerUser}`,
  refundDue: refundDueSql,
};

type Selected = {
  booking: typeof bookings.$inferSelect;
  patientName: string;
  patientEmail: string;
  patientPhone: string | null;
  providerCode: string;
  providerName: string;
  refundDue: boolean;
};

function toAdmin(row: Selected): AdminBooking {
  const b = row.booking;
  const when = slotClock(b);
  return {
    id: b.id,
    kind: b.kind as BookingKind,
    status: b.status as AdminBooking['status'],
    payment_status: b.paymentStatus as AdminBooking['payment_status'],
    total_amount: toTaka(b.totalPoisha),
    patient: { id: b.patientId, name: row.patientName, email: row.patientEmail, phone: row.patientPhone },
    provider: { id: b.providerId, code: row.providerCode, name: row.providerName },
    app_date: when?.date ?? null,
    app_time: when?.time ?? null,
    time_zone: b.timeZone,
    serial_no: b.serialNo,
    refund_due: Boolean(row.refundDue),
    refunded_at: b.refundedAt?.toISOString() ?? null,
    cancel_reason: b.cancelReason,
    created_at: b.createdAt.toISOString(),
  };
}

const base = (db: DbOrTx) =>
  db
    .select(selection)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.patientId))
    .innerJoin(providerApplications, eq(providerApplications.id, bookings.providerId));

/** The back office's list of bookings of every kind, with its filters, newest first. */
export async function listAdminBookings(db: DbOrTx, query: z.output<typeof AdminBookingsQuerySchema>) {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(bookings.kind, query.kind));
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.payment_status) conditions.push(eq(bookings.paymentStatus, query.payment_status));
  if (query.provider_id) conditions.push(eq(bookings.providerId, query.provider_id));
  if (query.date) {
    conditions.push(
      sql`coalesce(${bookings.slotDay}, (${bookings.createdAt} AT TIME ZONE 'Asia/Dhaka')::date) = ${query.date}::date`,
    );
  }
  if (query.patient) {
    const like = `%${escapeLike(query.patient)}%`;
    conditions.push(or(ilike(users.name, like), ilike(users.email, like), ilike(users.phone, like))!);
  }
  if (query.provider) {
    const like = `%${escapeLike(query.provider)}%`;
    conditions.push(or(ilike(providerApplications.code, like), sql`${providerUser} ILIKE ${like}`)!);
  }
  if (query.refund_due === '1') conditions.push(refundDueSql);
  const where = conditions.length ? and(...conditions) : undefined;
  const perPage = PAGE_SIZE.admin;
  const { limit, offset } = pageWindow(query.page, perPage);
  const [rows, [{ total }]] = await Promise.all([
    base(db).where(where).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(limit).offset(offset),
    db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.patientId))
      .innerJoin(providerApplications, eq(providerApplications.id, bookings.providerId))
      .where(where),
  ]);
  return paginated(rows.map(toAdmin), query.page, perPage, total);
}

/** One booking with its money and history. */
export async function getAdminBooking(db: DbOrTx, id: number): Promise<AdminBookingDetail> {
  const [row] = await base(db).where(eq(bookings.id, id));
  if (!row) throw notFound('bookings.not_found');
  const events = await db
    .select({ event: bookingEvents, actorName: users.name })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorId))
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.id));
  return {
    ...toAdmin(row),
    fee: toTaka(row.booking.feePoisha),
    discount: toTaka(row.booking.discountPoisha),
    vat: toTaka(row.booking.vatPoisha),
    need_payment_crypt_id: needsPayment(row.booking),
    history: events.map(({ event, actorName }) => ({
      id: event.id,
      kind: event.kind,
      actor: event.actorId !== null && actorName !== null ? { id: event.actorId, name: actorName } : null,
      details: event.details,
      created_at: event.createdAt.toISOString(),
    })),
  };
}

/** Staff record that a booking's money was given back. */
export async function markBookingRefunded(tx: DbOrTx, id: number, actorId: number) {
  const [row] = await tx.select({ due: refundDueSql }).from(bookings).where(eq(bookings.id, id));
  if (!row) throw notFound('bookings.not_found');
  if (!row.due) return false;
  await tx
    .update(bookings)
    .set({ refundedAt: sql`now()`, paymentStatus: 'Refunded', updatedAt: sql`now()` })
    .where(eq(bookings.id, id));
  await tx.insert(bookingEvents).values({ bookingId: id, kind: 'refunded', actorId });
  return true;
}

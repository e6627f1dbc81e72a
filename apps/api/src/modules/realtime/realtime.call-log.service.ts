import { aliasedTable, and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminCallsQuery, CallLogEntry, CallStatus, CurrentCall } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { authTables } from '../auth';
import { bookingsTables } from '../bookings';
import { providersTables } from '../providers';
import { calls } from './realtime.tables';

const { users } = authTables;
const { bookings } = bookingsTables;
const { providerApplications } = providersTables;

const caller = aliasedTable(users, 'caller');
const receiver = aliasedTable(users, 'receiver');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function logQuery(db: DbOrTx) {
  return db
    .select({
      call: calls,
      bookingKind: bookings.kind,
      caller: { id: caller.id, name: caller.name, avatar: caller.avatar },
      receiver: { id: receiver.id, name: receiver.name, avatar: receiver.avatar },
    })
    .from(calls)
    .innerJoin(bookings, eq(bookings.id, calls.bookingId))
    .innerJoin(caller, eq(caller.id, calls.callerId))
    .innerJoin(receiver, eq(receiver.id, calls.receiverId));
}

type LogRow = Awaited<ReturnType<ReturnType<typeof logQuery>['execute']>>[number];

function entryOf({ call, bookingKind, caller, receiver }: LogRow): CallLogEntry {
  const talked = call.answeredAt && call.endedAt;
  return {
    id: call.id,
    booking_id: call.bookingId,
    booking_kind: bookingKind,
    caller,
    receiver,
    is_video: call.isVideo,
    status: call.status as CallStatus,
    rang_at: call.createdAt.toISOString(),
    answered_at: iso(call.answeredAt),
    ended_at: iso(call.endedAt),
    duration_seconds: talked
      ? Math.max(0, Math.round((call.endedAt!.getTime() - call.answeredAt!.getTime()) / 1000))
      : null,
    ended_by: call.endedBy,
  };
}

/**
 * `GET /api/api-chat/booking-calls/{id}`: the calls of one booking, newest first, for the booking's doctor
 * (or staff). 404 when there is no such booking, 403 for anyone else.
 */
export async function bookingCalls(
  db: DbOrTx,
  viewer: { id: number; staff: boolean },
  bookingId: number,
): Promise<CallLogEntry[]> {
  const [booking] = await db
    .select({ doctorUserId: providerApplications.userId, kind: providerApplications.kind })
    .from(bookings)
    .innerJoin(providerApplications, eq(providerApplications.id, bookings.providerId))
    .where(eq(bookings.id, bookingId));
  if (!booking || booking.kind !== 'doctor') throw notFound();
  if (!viewer.staff && booking.doctorUserId !== viewer.id) throw forbidden();
  const rows = await logQuery(db).where(eq(calls.bookingId, bookingId)).orderBy(desc(calls.id)).limit(200);
  return rows.map(entryOf);
}

/** `GET /api/admin/calls`: every call, newest first, by status and booking. */
export async function adminCalls(db: DbOrTx, query: AdminCallsQuery) {
  const where: SQL | undefined = and(
    query.status ? eq(calls.status, query.status) : undefined,
    query.booking_id ? eq(calls.bookingId, query.booking_id) : undefined,
  );
  const perPage = PAGE_SIZE.admin;
  const [rows, [{ total }]] = await Promise.all([
    logQuery(db).where(where).orderBy(desc(calls.id)).limit(perPage).offset(pageWindow(query.page, perPage).offset),
    db.select({ total: count() }).from(calls).where(where),
  ]);
  return paginated(rows.map(entryOf), query.page, perPage, total);
}

/**
 * `GET /api/api-chat/current-call`: the user's call ringing or answered now (the newest), so a page that
 * reconnects shows a ringing call again. A ring past its time counts as over even before the job ran.
 */
export async function currentCall(db: DbOrTx, userId: number): Promise<CurrentCall | null> {
  const [row] = await logQuery(db)
    .where(
      and(
        or(eq(calls.callerId, userId), eq(calls.receiverId, userId)),
        inArray(calls.status, ['ringing', 'answered']),
        or(eq(calls.status, 'answered'), sql`${calls.ringExpiresAt} > now()`),
      ),
    )
    .orderBy(desc(calls.id))
    .limit(1);
  if (!row) return null;
  const role = row.call.callerId === userId ? 'caller' : 'receiver';
  const other = role === 'caller' ? row.receiver : row.caller;
  const peerId = role === 'receiver' ? row.call.callerPeerId : '';
  return {
    call_id: row.call.id,
    status: row.call.status as 'ringing' | 'answered',
    booking_id: row.call.bookingId,
    role,
    peer: { from: other.id, callerName: other.name, peerId, isVideo: row.call.isVideo, avatar: other.avatar },
    ring_expires_at: row.call.ringExpiresAt.toISOString(),
    answered_at: iso(row.call.answeredAt),
  };
}

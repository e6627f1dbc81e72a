import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import {
  CALL_EVENTS,
  ROLE,
  type CallEventPayload,
  type CallLeaveReason,
  type CallStatus,
  type CallUserBody,
  type RoleId,
} from '@nirog/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { HttpError, forbidden } from '../../lib/errors';
import type { RealtimeHub } from '../../plugins/realtime';
import { authTables } from '../auth';
import { bookingsTables } from '../bookings';
import { enqueueJob } from '../jobs';
import { providersTables } from '../providers';
import { CALL_TIMEOUT } from './realtime.call-timeout';
import { calls } from './realtime.tables';

const { users } = authTables;
const { bookings } = bookingsTables;
const { providerApplications } = providersTables;

export type CallRow = typeof calls.$inferSelect;

/** Bookings a call may be about (DESIGN.md section 6): a doctor's appointment or consultation. */
const CALLABLE_KINDS = ['appointment', 'audio', 'video'];

interface Caller {
  id: number;
  roleIds: RoleId[];
}

async function eventPayload(db: DbOrTx, userId: number, peerId: string, isVideo: boolean): Promise<CallEventPayload> {
  const [user] = await db.select({ name: users.name, avatar: users.avatar }).from(users).where(eq(users.id, userId));
  return { from: userId, callerName: user?.name ?? '', peerId, isVideo, avatar: user?.avatar ?? null };
}

/**
 * The doctor's Ready booking with this patient that the call is about: the one named, or the latest.
 * Null when there is none (then the call is refused with 403).
 */
async function callableBooking(db: DbOrTx, doctorId: number, patientId: number, bookingId?: number) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(providerApplications, eq(providerApplications.id, bookings.providerId))
    .where(
      and(
        eq(providerApplications.userId, doctorId),
        eq(providerApplications.kind, 'doctor'),
        eq(bookings.patientId, patientId),
        eq(bookings.status, 'Ready'),
        inArray(bookings.kind, CALLABLE_KINDS),
        bookingId ? eq(bookings.id, bookingId) : undefined,
      ),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * `POST /api/api-chat/call-user/{receiverId}/{myId}`: a doctor rings the patient of their own Ready
 * booking on every device; the ring becomes missed after `ringSeconds` (config CALL_RING_SECONDS; a job,
 * not a timer).
 */
export async function callUser(
  db: Db,
  hub: RealtimeHub,
  caller: Caller,
  params: { receiverId: number; myId: number },
  body: CallUserBody,
  ringSeconds: number,
): Promise<CallRow> {
  if (params.myId !== caller.id || !caller.roleIds.includes(ROLE.Doctor)) throw forbidden();
  const booking = await callableBooking(db, caller.id, params.receiverId, body.booking_id);
  if (!booking) throw new HttpError(403, 'calls.no_booking');
  const call = await db.transaction(async (tx) => {
    // A doctor holds one call at a time: an earlier one still ringing is cancelled.
    await tx
      .update(calls)
      .set({ status: 'cancelled', endedAt: sql`now()`, endedBy: caller.id })
      .where(and(eq(calls.callerId, caller.id), eq(calls.status, 'ringing')));
    const [row] = await tx
      .insert(calls)
      .values({
        bookingId: booking.id,
        callerId: caller.id,
        receiverId: params.receiverId,
        isVideo: body.isVideo,
        callerPeerId: body.peerId,
        ringExpiresAt: sql`now() + make_interval(secs => ${ringSeconds})`,
      })
      .returning();
    await enqueueJob(tx, CALL_TIMEOUT, { callId: row.id }, { startAfter: row.ringExpiresAt });
    return row;
  });
  hub.emitToUser(params.receiverId, CALL_EVENTS.join, await eventPayload(db, caller.id, body.peerId, body.isVideo));
  return call;
}

/** Moves a call from one of `from` to `to` if it is still there; the row after, or null when another change won. */
async function move(db: DbOrTx, callId: number, from: CallStatus[], to: CallStatus, set: Partial<CallRow> = {}) {
  const [row] = await db
    .update(calls)
    .set({ status: to, ...set })
    .where(and(eq(calls.id, callId), inArray(calls.status, from)))
    .returning();
  return row ?? null;
}

/**
 * `POST /api/api-chat/answer-call/{callerId}`: the first device to answer wins (conditional update);
 * the caller hears CallAcceptedEven, the receiver's other devices LeaveCallEvent (answered elsewhere).
 */
export async function answerCall(
  db: Db,
  hub: RealtimeHub,
  receiverId: number,
  callerId: number,
  input: { socketId: string | null; peerId?: string },
): Promise<CallRow> {
  const [ringing] = await db
    .select()
    .from(calls)
    .where(and(eq(calls.callerId, callerId), eq(calls.receiverId, receiverId), eq(calls.status, 'ringing')))
    .orderBy(desc(calls.id))
    .limit(1);
  const answered =
    ringing &&
    (await move(db, ringing.id, ['ringing'], 'answered', {
      answeredAt: sql`now()` as unknown as Date,
      answeredSocketId: input.socketId,
    }));
  if (!answered) throw new HttpError(409, 'calls.not_ringing');
  const payload = await eventPayload(db, receiverId, input.peerId ?? '', answered.isVideo);
  hub.emitToUser(callerId, CALL_EVENTS.accepted, payload);
  hub.emitToUser(
    receiverId,
    CALL_EVENTS.leave,
    { ...payload, reason: 'answered' },
    input.socketId ? { exceptSocket: input.socketId } : {},
  );
  return answered;
}

/**
 * `POST /api/api-chat/leave-call/{id}` (`id`: the other party): the caller leaving a ringing call makes it
 * missed, the receiver leaving it rejected; either leaving an answered call ends it. Both parties' devices
 * hear LeaveCallEvent with the reason (`missed`, `declined`, `ended`), so the caller can tell a decline.
 */
export async function leaveCall(db: Db, hub: RealtimeHub, userId: number, otherId: number): Promise<CallRow> {
  const [call] = await db
    .select()
    .from(calls)
    .where(
      and(
        inArray(calls.status, ['ringing', 'answered']),
        or(
          and(eq(calls.callerId, userId), eq(calls.receiverId, otherId)),
          and(eq(calls.callerId, otherId), eq(calls.receiverId, userId)),
        ),
      ),
    )
    .orderBy(desc(calls.id))
    .limit(1);
  if (!call) throw new HttpError(404, 'calls.no_call');
  const to: keyof typeof LEAVE_REASON =
    call.status === 'answered' ? 'ended' : call.callerId === userId ? 'missed' : 'rejected';
  const left = await move(db, call.id, [call.status as CallStatus], to, {
    endedAt: sql`now()` as unknown as Date,
    endedBy: userId,
  });
  if (!left) throw new HttpError(409, 'calls.not_ringing');
  await tellBothLeft(db, hub, left, userId, LEAVE_REASON[to]);
  return left;
}

/** The LeaveCallEvent reason of each status a leave moves a call to. */
const LEAVE_REASON: Record<'ended' | 'missed' | 'rejected', CallLeaveReason> = {
  ended: 'ended',
  missed: 'missed',
  rejected: 'declined',
};

async function tellBothLeft(db: DbOrTx, hub: RealtimeHub, call: CallRow, by: number, reason: CallLeaveReason) {
  const payload = { ...(await eventPayload(db, by, call.callerPeerId, call.isVideo)), reason };
  hub.emitToUser(call.callerId, CALL_EVENTS.leave, payload);
  hub.emitToUser(call.receiverId, CALL_EVENTS.leave, payload);
}

/** The missed-call timeout job: a call still ringing past its time becomes missed; both sides are told. */
export async function expireRing(db: Db, hub: RealtimeHub | undefined, callId: number): Promise<boolean> {
  const [missed] = await db
    .update(calls)
    .set({ status: 'missed', endedAt: sql`now()` })
    .where(and(eq(calls.id, callId), eq(calls.status, 'ringing'), lte(calls.ringExpiresAt, sql`now()`)))
    .returning();
  if (!missed) return false;
  if (hub) await tellBothLeft(db, hub, missed, missed.callerId, 'missed');
  return true;
}

import { and, eq, or } from 'drizzle-orm';
import {
  CALL_RESUME_EVENT,
  CALL_SIGNAL_EVENT,
  CallResumeSchema,
  CallSignalSchema,
  type CallResumeAck,
  type CallSignalAck,
  type ClientEvents,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import type { RealtimeHub } from '../../plugins/realtime';
import { calls } from './realtime.tables';

/** The sending socket as the hub knows it. */
interface Sender {
  id: string;
  userId: number;
}

/**
 * Relays one WebRTC signal (offer, answer, ICE candidate, media switch) to the other party of an answered
 * call the sender takes part in, and to no one else: the receiver's side hears it only on the device that
 * answered, and only that device may signal for the receiver.
 */
export async function relaySignal(db: DbOrTx, hub: RealtimeHub, sender: Sender, raw: unknown): Promise<CallSignalAck> {
  const parsed = CallSignalSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const signal = parsed.data;
  const [call] = await db
    .select({
      callerId: calls.callerId,
      receiverId: calls.receiverId,
      answeredSocketId: calls.answeredSocketId,
    })
    .from(calls)
    .where(
      and(
        eq(calls.id, signal.call_id),
        eq(calls.status, 'answered'),
        or(eq(calls.callerId, sender.userId), eq(calls.receiverId, sender.userId)),
      ),
    );
  if (!call) return { ok: false, error: 'no_call' };
  const relayed = { ...signal, from: sender.userId };
  if (sender.userId === call.callerId) {
    if (call.answeredSocketId) hub.emitToSocket(call.answeredSocketId, CALL_SIGNAL_EVENT, relayed);
    else hub.emitToUser(call.receiverId, CALL_SIGNAL_EVENT, relayed);
    return { ok: true };
  }
  if (call.answeredSocketId && call.answeredSocketId !== sender.id) return { ok: false, error: 'other_device' };
  hub.emitToUser(call.callerId, CALL_SIGNAL_EVENT, relayed);
  return { ok: true };
}

/**
 * The receiver's device that answered, back on a new socket after a reconnection, takes the call's signals with
 * it: a conditional update from the socket it answered on (which only that device knows) to the sender's socket,
 * and the caller is asked to offer again. Its other devices and anyone else are refused, and nothing changes.
 */
export async function resumeCall(db: DbOrTx, hub: RealtimeHub, sender: Sender, raw: unknown): Promise<CallResumeAck> {
  const parsed = CallResumeSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  const { call_id, previous_socket_id } = parsed.data;
  const mine = and(eq(calls.id, call_id), eq(calls.status, 'answered'), eq(calls.receiverId, sender.userId));
  const moved = await db
    .update(calls)
    .set({ answeredSocketId: sender.id })
    .where(and(mine, or(eq(calls.answeredSocketId, previous_socket_id), eq(calls.answeredSocketId, sender.id))))
    .returning({ callerId: calls.callerId });
  if (moved.length > 0) {
    // The caller's offers while this device was away went to its old socket: it offers again.
    hub.emitToUser(moved[0].callerId, CALL_SIGNAL_EVENT, { call_id, restart: true, from: sender.userId });
    return { ok: true };
  }
  const [call] = await db.select({ id: calls.id }).from(calls).where(mine);
  return { ok: false, error: call ? 'other_device' : 'no_call' };
}

interface SignalLog {
  debug: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

/**
 * Every socket may signal; what it sends is checked against the calls table each time. A socket's signals (and
 * its resume) are handled one after another, in the order sent: a candidate must not overtake the description it
 * belongs to.
 */
export function listenForSignals(db: DbOrTx, hub: RealtimeHub, log: SignalLog) {
  const handlers: Array<{
    event: keyof ClientEvents;
    what: string;
    handle: (sender: Sender, raw: unknown) => Promise<CallSignalAck>;
  }> = [
    {
      event: CALL_SIGNAL_EVENT,
      what: 'call signal',
      handle: (sender: Sender, raw: unknown) => relaySignal(db, hub, sender, raw),
    },
    // A restart offer sent right after the resume must go to the new socket: the same queue as the signals.
    {
      event: CALL_RESUME_EVENT,
      what: 'call resume',
      handle: (sender: Sender, raw: unknown) => resumeCall(db, hub, sender, raw),
    },
  ];
  hub.io.on('connection', (socket) => {
    let queue = Promise.resolve();
    for (const { event, what, handle } of handlers) {
      socket.on(event, (payload: unknown, ack: unknown) => {
        const sender = { id: socket.id, userId: socket.data.userId };
        queue = queue
          .then(() => handle(sender, payload))
          .then((answer) => {
            // Refusals are normal at a call's edges (a late candidate after hang-up) and what to look at when
            // media does not flow (LOG_LEVEL=debug).
            if (!answer.ok) log.debug({ sender, callId: callIdOf(payload), error: answer.error }, `${what} refused`);
            if (typeof ack === 'function') ack(answer);
          })
          .catch((err: unknown) => log.error({ err }, `${what} failed`));
      });
    }
  });
}

const callIdOf = (signal: unknown) =>
  typeof signal === 'object' && signal !== null && 'call_id' in signal ? signal.call_id : undefined;

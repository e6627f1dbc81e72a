import { and, eq, or } from 'drizzle-orm';
import { CALL_SIGNAL_EVENT, CallSignalSchema, type CallSignalAck } from '@nirog/contracts';
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

interface SignalLog {
  debug: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

/**
 * Every socket may signal; what it sends is checked against the calls table each time. A socket's signals are
 * relayed one after another, in the order sent: a candidate must not overtake the description it belongs to.
 */
export function listenForSignals(db: DbOrTx, hub: RealtimeHub, log: SignalLog) {
  hub.io.on('connection', (socket) => {
    let relayed = Promise.resolve();
    socket.on(CALL_SIGNAL_EVENT, (signal, ack) => {
      const sender = { id: socket.id, userId: socket.data.userId };
      relayed = relayed
        .then(() => relaySignal(db, hub, sender, signal))
        .then((answer) => {
          // Refusals are normal at a call's edges (a late candidate after hang-up) and what to look at when
          // media does not flow (LOG_LEVEL=debug).
          if (!answer.ok) log.debug({ sender, callId: callIdOf(signal), error: answer.error }, 'call signal refused');
          if (typeof ack === 'function') ack(answer);
        })
        .catch((err: unknown) => log.error({ err }, 'call signal relay failed'));
    });
  });
}

const callIdOf = (signal: unknown) =>
  typeof signal === 'object' && signal !== null && 'call_id' in signal ? signal.call_id : undefined;

import type { ServerEvents } from '@nirog/contracts';
import type { RealtimeHub } from '../../plugins/realtime';

export { realtimeRoutes } from './realtime.routes';
export { realtimeOptions, turnCredentials } from './realtime.service';
export * as realtimeTables from './realtime.tables';
export { callRingTimeout } from './realtime.jobs';

/**
 * Sends an event to every device of a user (every socket that joined `private-user.{id}`), on whichever api
 * process holds it. Services take the hub from their deps: `emitToUser(app.realtime, userId, ...)`.
 */
export function emitToUser<E extends keyof ServerEvents>(
  hub: RealtimeHub,
  userId: number,
  event: E,
  payload: ServerEvents[E],
  options?: { exceptSocket?: string },
): void {
  hub.emitToUser(userId, event, payload, options);
}

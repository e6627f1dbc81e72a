import { createHmac } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { userChannel, type BroadcastingAuthBody, type IceServer, type IceServersResponse } from '@nirog/contracts';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { fieldError, forbidden } from '../../lib/errors';
import type { RealtimeHub, RealtimeOptions, SocketIdentity } from '../../plugins/realtime';
import { authTables, authenticateBearer } from '../auth';
import { touchPresenceOf } from '../providers';

/** Who may open a socket: the owner of a bearer token that authenticates and is not blocked. */
export async function socketIdentity(db: DbOrTx, token: string, idleDays: number): Promise<SocketIdentity | null> {
  const auth = await authenticateBearer(db, `Bearer ${token}`, idleDays);
  if (!auth || auth.user.blockedAt) return null;
  return { userId: auth.user.id, tokenId: auth.tokenId };
}

/** Of these token ids, the ones not revoked. */
export async function liveTokenIds(db: DbOrTx, tokenIds: number[]): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const { accessTokens } = authTables;
  const rows = await db.select({ id: accessTokens.id }).from(accessTokens).where(inArray(accessTokens.id, tokenIds));
  return new Set(rows.map((r) => r.id));
}

/** The hub's view of the modules (app.ts registers the realtime plugin with it). */
export function realtimeOptions(
  db: DbOrTx,
  config: Config,
): Pick<RealtimeOptions, 'identify' | 'liveTokens' | 'touch'> {
  return {
    identify: (token) => socketIdentity(db, token, config.auth.tokenIdleDays),
    liveTokens: (ids) => liveTokenIds(db, ids),
    touch: (userIds) => touchPresenceOf(db, userIds),
  };
}

/**
 * `POST /api/broadcasting/auth`: a socket joins the user's own private channel, and only that one. The
 * socket may be held by any api process; it must have been opened with a token of the same user.
 */
export async function authorizeChannel(
  hub: RealtimeHub,
  userId: number,
  body: BroadcastingAuthBody,
): Promise<{ channel: string }> {
  if (body.channel_name !== userChannel(userId)) throw forbidden();
  const socket = await hub.findSocket(body.socket_id);
  if (!socket) throw fieldError('socket_id', 'realtime.socket_unknown');
  if (socket.data.userId !== userId) throw forbidden();
  hub.join(socket.id, body.channel_name);
  return { channel: body.channel_name };
}

/**
 * Time-limited TURN credentials in coturn's REST scheme (`use-auth-secret`): the username is
 * `expiry:userId` (expiry in Unix seconds) and the password is base64(HMAC-SHA1(secret, username)).
 */
export function turnCredentials(secret: string, userId: number, expiresAt: number) {
  const username = `${expiresAt}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** `GET /api/api-chat/ice-servers`: the configured STUN/TURN servers, with fresh TURN credentials. */
export function iceServersFor(ice: Config['ice'], userId: number, now = Date.now()): IceServersResponse {
  const servers: IceServer[] = [...ice.servers];
  if (ice.stunUrls.length) servers.push({ urls: ice.stunUrls });
  if (!ice.turn) return { ice_servers: servers, expires_at: null };
  const expiresAt = Math.floor(now / 1000) + ice.turn.ttlSeconds;
  servers.push({ urls: ice.turn.urls, ...turnCredentials(ice.turn.secret, userId, expiresAt) });
  return { ice_servers: servers, expires_at: new Date(expiresAt * 1000).toISOString() };
}

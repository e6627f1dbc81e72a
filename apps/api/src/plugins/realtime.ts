import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type RemoteSocket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { SOCKET_PATH, userChannel, type ClientEvents, type ServerEvents } from '@nirog/contracts';

/** Who holds a socket: set at the handshake from the bearer token. */
export interface SocketIdentity {
  userId: number;
  tokenId: number;
}

/**
 * What the hub needs from the modules (infrastructure knows no module: app.ts passes these in, as it does
 * for the auth plugin).
 */
export interface RealtimeOptions {
  /** The owner of a bearer token that may open a socket, or null (unknown, revoked, idle, blocked). */
  identify: (token: string) => Promise<SocketIdentity | null>;
  /** Of these token ids, the ones that still exist. */
  liveTokens: (tokenIds: number[]) => Promise<Set<number>>;
  /** An open socket is a sign of life (DESIGN.md section 6: presence). */
  touch: (userIds: number[]) => Promise<void>;
  /** With REDIS_URL: the Socket.IO Redis adapter, so events reach sockets held by any api process. */
  redis?: Redis | null;
  /** The adapter's key prefix in Redis (one per installation sharing a Redis). */
  redisKey: string;
  /** How often each process re-checks its sockets' tokens and refreshes their users' presence. */
  sweepMs: number;
}

type HubSocket = RemoteSocket<ServerEvents, SocketIdentity>;

export interface RealtimeHub {
  /** Sends an event to every socket that joined the user's private channel, on any api process. */
  emitToUser<E extends keyof ServerEvents>(
    userId: number,
    event: E,
    payload: ServerEvents[E],
    options?: { exceptSocket?: string },
  ): void;
  /** Sends an event to one socket (one device), on whichever api process holds it. */
  emitToSocket<E extends keyof ServerEvents>(socketId: string, event: E, payload: ServerEvents[E]): void;
  /** The socket with this id on any api process, or null when it is not connected. */
  findSocket(socketId: string): Promise<HubSocket | null>;
  /** Joins the socket (on whichever process holds it) to a room. */
  join(socketId: string, room: string): void;
  /** Closes the user's sockets whose token was revoked (logout, password change, blocking). */
  closeRevoked(userId: number): Promise<void>;
  /** The Socket.IO server itself (the calls' signalling listens on it). */
  io: Server<ClientEvents, ServerEvents, Record<string, never>, SocketIdentity>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/** Rooms the hub keeps for itself; clients only reach channels through `POST /api/broadcasting/auth`. */
const userRoom = (userId: number) => `hub:user:${userId}`;

/** The message of a refused handshake (the client's `connect_error`). */
export const UNAUTHENTICATED = 'Unauthenticated.';

/**
 * Socket.IO on the api's own HTTP server (same port, path /socket.io, WebSocket transport only, so several
 * api processes behind a proxy need no sticky sessions). The handshake carries the bearer token
 * (`auth: { token }`); a socket whose token is revoked is closed at once by `closeRevoked` or, whatever
 * revoked it, by the periodic sweep.
 */
export const realtimePlugin = fp<RealtimeOptions>(async (app, options) => {
  const io: RealtimeHub['io'] = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    transports: ['websocket'],
    // Same origin only: the web is served by the api (or proxied to it by Vite in development).
    cors: undefined,
    pingInterval: 25_000,
    pingTimeout: 20_000,
    maxHttpBufferSize: 64 * 1024,
  });

  let subscriber: Redis | null = null;
  if (options.redis) {
    subscriber = options.redis.duplicate();
    io.adapter(createAdapter(options.redis, subscriber, { key: options.redisKey, requestsTimeout: 3000 }));
  }

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length > 200) return next(new Error(UNAUTHENTICATED));
    options
      .identify(token)
      .then(async (identity) => {
        if (!identity) return next(new Error(UNAUTHENTICATED));
        socket.data = identity;
        await socket.join(userRoom(identity.userId));
        await options.touch([identity.userId]);
        next();
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'socket handshake failed');
        next(new Error('Server Error'));
      });
  });

  /** Disconnects the sockets whose token no longer exists; returns the users of those still open. */
  const dropRevoked = async (sockets: HubSocket[]) => {
    if (sockets.length === 0) return [];
    const live = await options.liveTokens([...new Set(sockets.map((s) => s.data.tokenId))]);
    const kept: number[] = [];
    for (const socket of sockets) {
      if (live.has(socket.data.tokenId)) kept.push(socket.data.userId);
      else socket.disconnect(true);
    }
    return kept;
  };

  const sweep = async () => {
    try {
      const kept = await dropRevoked(await io.local.fetchSockets());
      if (kept.length) await options.touch([...new Set(kept)]);
    } catch (err) {
      app.log.error({ err }, 'socket sweep failed');
    }
  };
  const timer = setInterval(() => void sweep(), options.sweepMs);
  timer.unref();

  const hub: RealtimeHub = {
    io,
    emitToUser(userId, event, payload, options = {}) {
      const to = options.exceptSocket
        ? io.to(userChannel(userId)).except(options.exceptSocket)
        : io.to(userChannel(userId));
      // Typed per event by the signature; Socket.IO's own typing cannot follow a generic event name.
      (to as unknown as { emit: (e: string, p: unknown) => void }).emit(event, payload);
    },
    emitToSocket(socketId, event, payload) {
      (io.to(socketId) as unknown as { emit: (e: string, p: unknown) => void }).emit(event, payload);
    },
    async findSocket(socketId) {
      const [socket] = await io.in(socketId).fetchSockets();
      return socket && socket.id === socketId ? socket : null;
    },
    join(socketId, room) {
      io.in(socketId).socketsJoin(room);
    },
    async closeRevoked(userId) {
      await dropRevoked(await io.in(userRoom(userId)).fetchSockets());
    },
  };
  app.decorate('realtime', hub);

  // Before the HTTP server closes: open WebSockets would keep it from closing.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await io.of('/').adapter.close();
    subscriber?.disconnect();
  });
});

import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { SOCKET_PATH, userChannel, type ServerEvents } from '@nirog/contracts';
import { useSessionStore } from '../stores/session';
import { api } from './api-client';

/** The server's message when it refuses a handshake (the token is unknown, revoked or blocked). */
const UNAUTHENTICATED = 'Unauthenticated.';

type Handler<E extends keyof ServerEvents> = (payload: ServerEvents[E]) => void;

/** Handlers by event: they outlive sockets, so a reconnection or a new login keeps them. */
const handlers = new Map<string, Set<(payload: unknown) => void>>();

/** The page's one socket, with the session it was opened for. */
let current: { socket: Socket; token: string } | null = null;

/**
 * Hears an event of the user's private channel (`CallJoinEvent`...) on whatever socket is open now or
 * later. Returns the unsubscribe function.
 */
export function onRealtimeEvent<E extends keyof ServerEvents>(event: E, handler: Handler<E>): () => void {
  const set = handlers.get(event) ?? new Set();
  handlers.set(event, set);
  set.add(handler as (payload: unknown) => void);
  return () => set.delete(handler as (payload: unknown) => void);
}

/** The open socket's id (the calls send it so the server knows which device answered), or null. */
export function realtimeSocketId(): string | null {
  return current?.socket.connected ? (current.socket.id ?? null) : null;
}

/** `POST /api/broadcasting/auth`: joins this socket to the user's own private channel. */
export function authorizeChannel(socketId: string, userId: number): Promise<unknown> {
  return api.post('/api/broadcasting/auth', { socket_id: socketId, channel_name: userChannel(userId) });
}

/**
 * The server refused or closed the socket: its token may have been revoked (a logout or a password
 * change elsewhere, a block). Asking whether the session is still valid ends it on a 401 (api-client).
 */
function recheckSession() {
  api.post('/api/auth/check-is-valid-auth').catch(() => undefined);
}

/**
 * Opens the socket for a session: token at the handshake, WebSocket only, reconnection with back-off, and
 * the private channel joined again on every (re)connection. socket.io-client is loaded here, on first use,
 * so pages of a guest never download it.
 */
export async function connectRealtime(token: string, userId: number): Promise<void> {
  if (current?.token === token) return;
  disconnectRealtime();
  const { io } = await import('socket.io-client');
  // The session may have changed while the library loaded.
  if (useSessionStore.getState().token !== token || current) return;
  const socket = io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 15_000,
  });
  current = { socket, token };
  socket.on('connect', () => {
    if (socket.id) authorizeChannel(socket.id, userId).catch(() => undefined);
  });
  socket.on('connect_error', (err) => {
    // A refused handshake is not retried by socket.io; a network failure is.
    if (err.message === UNAUTHENTICATED) recheckSession();
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') recheckSession();
  });
  socket.onAny((event: string, payload: unknown) => {
    handlers.get(event)?.forEach((handler) => handler(payload));
  });
}

/** Closes the socket (logout, another session). */
export function disconnectRealtime(): void {
  current?.socket.disconnect();
  current = null;
}

/** Mounted once by the app: a socket while logged in, none otherwise. */
export function useRealtimeConnection() {
  const token = useSessionStore((s) => s.token);
  const userId = useSessionStore((s) => s.user?.id ?? null);
  useEffect(() => {
    if (!token || userId === null) return;
    void connectRealtime(token, userId);
    return () => disconnectRealtime();
  }, [token, userId]);
}

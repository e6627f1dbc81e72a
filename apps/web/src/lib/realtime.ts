import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import type { ClientEvents, ServerEvents } from '@nirog/contracts';
import { useSessionStore } from '../stores/session';

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

/** Handlers told each time the socket joined the user's channel (first connection and every reconnection). */
const joinedHandlers = new Set<() => void>();

/** Runs `handler` whenever the socket (re)joins the user's channel: state missed while away can be fetched. */
export function onRealtimeJoined(handler: () => void): () => void {
  joinedHandlers.add(handler);
  return () => joinedHandlers.delete(handler);
}

type ClientEvent = keyof ClientEvents;
type AckOf<E extends ClientEvent> = Parameters<NonNullable<Parameters<ClientEvents[E]>[1]>>[0];

/** Sends an event on the open socket and resolves with the server's acknowledgement (rejects when offline). */
export function emitRealtime<E extends ClientEvent>(
  event: E,
  payload: Parameters<ClientEvents[E]>[0],
): Promise<AckOf<E>> {
  const socket = current?.socket;
  if (!socket?.connected) return Promise.reject(new Error('offline'));
  return socket.timeout(10_000).emitWithAck(event, payload) as Promise<AckOf<E>>;
}

/** The open socket's id (the calls send it so the server knows which device answered), or null. */
export function realtimeSocketId(): string | null {
  return current?.socket.connected ? (current.socket.id ?? null) : null;
}

function dispatch(event: string, payload: unknown) {
  handlers.get(event)?.forEach((handler) => handler(payload));
}

/**
 * Opens the socket for a session. The socket code (socket.io-client and the contracts) is loaded here,
 * on first use, so it adds nothing to a guest's first load.
 */
export async function connectRealtime(token: string, userId: number): Promise<void> {
  if (current?.token === token) return;
  disconnectRealtime();
  const { openSocket } = await import('./realtime-socket');
  // The session may have changed while the code loaded.
  if (useSessionStore.getState().token !== token || current) return;
  current = {
    socket: openSocket(token, userId, dispatch, () => joinedHandlers.forEach((handler) => handler())),
    token,
  };
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

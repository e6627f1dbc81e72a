import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, userChannel } from '@nirog/contracts';
import { bearer, type TestContext } from './helpers';

/** Listens on a free loopback port (closed with the app); returns the base URL sockets connect to. */
export async function listenForSockets(app: TestContext['app']): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const opened: Socket[] = [];
afterAll(() => {
  for (const socket of opened) socket.close();
});

/** A socket as the web opens it (token at the handshake, WebSocket only), without reconnection. */
export function openSocket(url: string, token: string | null): Socket {
  const socket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: token === null ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  return socket;
}

/** Resolves once connected; rejects with the server's message when the handshake is refused. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

/** Connects and joins the user's own private channel through `POST /api/broadcasting/auth` on `app`. */
export async function joinedSocket(app: TestContext['app'], url: string, user: { id: number; token: string }) {
  const socket = await connected(openSocket(url, user.token));
  const res = await app.inject({
    method: 'POST',
    url: '/api/broadcasting/auth',
    headers: bearer(user.token),
    payload: { socket_id: socket.id, channel_name: userChannel(user.id) },
  });
  if (res.statusCode !== 200) throw new Error(`broadcasting auth: ${res.statusCode} ${res.body}`);
  return socket;
}

/** Every payload of `event` the socket receives from now on. */
export function collect(socket: Socket, event: string): unknown[] {
  const seen: unknown[] = [];
  socket.on(event, (payload: unknown) => seen.push(payload));
  return seen;
}

/** Resolves when the socket is disconnected by the server (rejects after `ms`). */
export function closedByServer(socket: Socket, ms = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!socket.connected) return resolve('already closed');
    const timer = setTimeout(() => reject(new Error('socket still open')), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function eventually(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Lets in-flight events arrive, so an absence means something. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, userChannel } from '@nirog/contracts';
import { api } from './api-client';

/** The server's message when it refuses a handshake (the token is unknown, revoked or blocked). */
const UNAUTHENTICATED = 'Unauthenticated.';

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
 * Opens a socket for a session: token at the handshake, WebSocket only, reconnection with back-off, and
 * the private channel joined again on every (re)connection; every event goes to `dispatch`. Loaded on
 * first use by lib/realtime.ts (with socket.io-client and the contracts), so a guest's pages never
 * download it.
 */
export function openSocket(
  token: string,
  userId: number,
  dispatch: (event: string, payload: unknown) => void,
  joined: () => void = () => undefined,
) {
  const socket: Socket = io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 15_000,
  });
  socket.on('connect', () => {
    if (socket.id)
      authorizeChannel(socket.id, userId)
        .then(joined)
        .catch(() => undefined);
  });
  socket.on('connect_error', (err) => {
    // A refused handshake is not retried by socket.io; a network failure is.
    if (err.message === UNAUTHENTICATED) recheckSession();
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') recheckSession();
  });
  socket.onAny(dispatch);
  return socket;
}

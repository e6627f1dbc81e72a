import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CALL_EVENTS, type CallEventPayload } from '@nirog/contracts';
import { logIn, stubApi } from '../../test/api';
import { sockets } from '../../test/fake-socket';
import { useSessionStore } from '../stores/session';
import { onRealtimeEvent, realtimeSocketId, useRealtimeConnection } from './realtime';

const ring: CallEventPayload = { from: 3, callerName: 'Dr. Karim', peerId: 'p1', isVideo: true, avatar: null };

describe('realtime socket client', () => {
  let calls: ReturnType<typeof stubApi>;
  beforeEach(() => {
    sockets.length = 0;
    calls = stubApi({
      'POST /api/broadcasting/auth': { body: { channel: 'private-user.7' } },
      'POST /api/auth/check-is-valid-auth': { status: 401, body: { message: 'Unauthenticated.' } },
    });
  });
  afterEach(() => act(() => useSessionStore.getState().signOut()));

  const channelAuths = () => calls.filter((c) => c.path === '/api/broadcasting/auth');

  it('connects only when logged in, with the token at the handshake, and joins the channel on every connection', async () => {
    useSessionStore.getState().signOut();
    renderHook(() => useRealtimeConnection());
    await act(() => Promise.resolve());
    expect(sockets).toHaveLength(0);

    act(() => void logIn({ id: 7 }, '12|first-token-value'));
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0];
    expect(socket.options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: '12|first-token-value' },
      reconnection: true,
    });
    expect(realtimeSocketId()).toBeNull();

    act(() => socket.serverConnects('socket-a'));
    await waitFor(() => expect(channelAuths()).toHaveLength(1));
    expect(channelAuths()[0].body).toEqual({ socket_id: 'socket-a', channel_name: 'private-user.7' });
    expect(channelAuths()[0].headers.authorization).toBe('Bearer 12|first-token-value');
    expect(realtimeSocketId()).toBe('socket-a');

    // A reconnection has a new socket id: the channel is joined again.
    act(() => socket.serverConnects('socket-b'));
    await waitFor(() => expect(channelAuths()).toHaveLength(2));
    expect(channelAuths()[1].body).toEqual({ socket_id: 'socket-b', channel_name: 'private-user.7' });
    expect(sockets).toHaveLength(1);
  });

  it('hands channel events to their handlers across sockets, until unsubscribed', async () => {
    const heard: CallEventPayload[] = [];
    const stop = onRealtimeEvent(CALL_EVENTS.join, (payload) => heard.push(payload));
    logIn({ id: 7 });
    renderHook(() => useRealtimeConnection());
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0].serverEmits(CALL_EVENTS.join, ring));
    act(() => sockets[0].serverEmits(CALL_EVENTS.leave, ring));
    expect(heard).toEqual([ring]);

    // Another login: a new socket, the same handlers.
    act(() => void logIn({ id: 8 }, '13|second-token-value'));
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[0].disconnect).toHaveBeenCalled();
    act(() => sockets[1].serverEmits(CALL_EVENTS.join, ring));
    expect(heard).toHaveLength(2);
    stop();
    act(() => sockets[1].serverEmits(CALL_EVENTS.join, ring));
    expect(heard).toHaveLength(2);
  });

  it('disconnects on logout and ends the session when the server closes a revoked token', async () => {
    logIn({ id: 7 });
    renderHook(() => useRealtimeConnection());
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0].serverConnects('socket-a'));
    act(() => useSessionStore.getState().signOut());
    expect(sockets[0].disconnect).toHaveBeenCalledTimes(1);
    expect(realtimeSocketId()).toBeNull();

    // Logged in again; then the server closes the socket (the token was revoked elsewhere).
    act(() => void logIn({ id: 7 }, '14|third-token-value'));
    await waitFor(() => expect(sockets).toHaveLength(2));
    act(() => sockets[1].fire('disconnect', 'io server disconnect'));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(calls.some((c) => c.path === '/api/auth/check-is-valid-auth')).toBe(true);
    await waitFor(() => expect(sockets[1].disconnect).toHaveBeenCalled());
  });

  it('a refused handshake checks the session; a network failure does not', async () => {
    logIn({ id: 7 });
    renderHook(() => useRealtimeConnection());
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0].fire('connect_error', new Error('websocket error')));
    await act(() => Promise.resolve());
    expect(calls.filter((c) => c.path === '/api/auth/check-is-valid-auth')).toHaveLength(0);
    act(() => sockets[0].fire('connect_error', new Error('Unauthenticated.')));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  });
});

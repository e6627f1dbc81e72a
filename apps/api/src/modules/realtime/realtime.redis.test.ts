import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { CALL_EVENTS, userChannel, type CallEventPayload } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { openTestDatabase } from '../../../test/databases';
import { closedByServer, collect, connected, eventually, listenForSockets, openSocket } from '../../../test/sockets';
import { createTestUser } from '../../../test/users';
import { emitToUser } from './index';

const REDIS_URL = process.env.REDIS_URL;

/**
 * Two api processes (two apps on one database) sharing Redis: a socket held by one is authorized, reached
 * and closed through the other. Runs when REDIS_URL is set (CI and `REDIS_URL=redis://127.0.0.1:6379`).
 */
describe.skipIf(!REDIS_URL)('realtime across api processes (Redis adapter)', async () => {
  const database = await openTestDatabase();
  // A key of this run only: other runs sharing the Redis do not hear these events.
  const realtime = { redisKey: `nirog-test-${process.pid}-${Date.now()}` };
  const clients = [new Redis(REDIS_URL!), new Redis(REDIS_URL!)];
  // Registered first, so it runs after createTestApp's hooks have closed both apps.
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await database.close();
  });
  const one = await createTestApp({ database, redis: clients[0], realtime });
  const two = await createTestApp({ database, redis: clients[1], realtime });
  const urlTwo = await listenForSockets(two.app);
  await listenForSockets(one.app);

  const ring: CallEventPayload = { from: 1, callerName: 'Dr. Test', peerId: 'p', isVideo: false, avatar: null };

  it('authorizes a socket held by the other process and delivers its events there', async () => {
    const patient = await createTestUser(database.db);
    const other = await createTestUser(database.db);
    const socket = await connected(openSocket(urlTwo, patient.token));
    const stranger = await connected(openSocket(urlTwo, other.token));
    const heard = collect(socket, CALL_EVENTS.join);
    const strangerHeard = collect(stranger, CALL_EVENTS.join);

    const auth = (user: typeof patient, socketId: string) =>
      one.app.inject({
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers: bearer(user.token),
        payload: { socket_id: socketId, channel_name: userChannel(user.id) },
      });
    expect((await auth(patient, socket.id!)).statusCode).toBe(200);
    expect((await auth(patient, stranger.id!)).statusCode).toBe(403);
    expect((await auth(other, stranger.id!)).statusCode).toBe(200);

    emitToUser(one.app.realtime, patient.id, CALL_EVENTS.join, ring);
    await eventually(() => heard.length === 1);
    expect(heard).toEqual([ring]);
    expect(strangerHeard).toEqual([]);
  });

  it('a logout on one process closes the socket held by the other', async () => {
    const user = await createTestUser(database.db);
    const socket = await connected(openSocket(urlTwo, user.token));
    const res = await one.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(await closedByServer(socket)).toBe('io server disconnect');
  });
});

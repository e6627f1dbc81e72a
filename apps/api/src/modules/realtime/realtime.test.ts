import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALL_EVENTS, ROLE, userChannel, type CallEventPayload } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import {
  closedByServer,
  collect,
  connected,
  eventually,
  joinedSocket,
  listenForSockets,
  openSocket,
  settle,
} from '../../../test/sockets';
import { createTestUser } from '../../../test/users';
import { hashPassword } from '../../lib/password';
import { authTables, issueToken, revokeToken } from '../auth';
import { emitToUser } from './index';

const { users } = authTables;

const ring = (from: number): CallEventPayload => ({
  from,
  callerName: 'Dr. Test',
  peerId: 'peer-1',
  isVideo: true,
  avatar: null,
});

describe('realtime channel', async () => {
  // The sweep runs once a minute here, so what closes a socket in these tests is the action itself.
  const { app, database } = await createTestApp();
  const db = database.db;
  const url = await listenForSockets(app);
  const tokenIdOf = (token: string) => Number(token.split('|')[0]);

  describe('handshake', () => {
    it('accepts a valid bearer token and counts the open socket as a sign of life', async () => {
      const user = await createTestUser(db);
      await db.update(users).set({ lastSeenAt: null }).where(eq(users.id, user.id));
      const socket = await connected(openSocket(url, user.token));
      expect(socket.connected).toBe(true);
      const [row] = await db.select({ seen: users.lastSeenAt }).from(users).where(eq(users.id, user.id));
      expect(Date.now() - row.seen!.getTime()).toBeLessThan(10_000);
    });

    it('refuses a missing, malformed or unknown token', async () => {
      const user = await createTestUser(db);
      const [id, secret] = user.token.split('|');
      // The last character changed to another one (a secret that already ends in "x" must not stay the same).
      const tampered = `${id}|${secret.slice(0, -1)}${secret.endsWith('x') ? 'y' : 'x'}`;
      for (const token of [null, '', 'nonsense', tampered, `999999|${secret}`]) {
        await expect(connected(openSocket(url, token)), String(token)).rejects.toThrow('Unauthenticated.');
      }
    });

    it('refuses a revoked token and the token of a blocked user', async () => {
      const revoked = await createTestUser(db);
      await revokeToken(db, tokenIdOf(revoked.token));
      await expect(connected(openSocket(url, revoked.token))).rejects.toThrow('Unauthenticated.');
      const blocked = await createTestUser(db);
      await db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));
      await expect(connected(openSocket(url, blocked.token))).rejects.toThrow('Unauthenticated.');
    });
  });

  describe('POST /api/broadcasting/auth', () => {
    const authorize = (token: string | null, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/broadcasting/auth',
        headers: token ? bearer(token) : {},
        payload: payload as object,
      });

    it("joins the user's own private channel", async () => {
      const user = await createTestUser(db);
      const socket = await connected(openSocket(url, user.token));
      const res = await authorize(user.token, { socket_id: socket.id, channel_name: userChannel(user.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ channel: `private-user.${user.id}` });
    });

    it("refuses another user's channel and another user's socket with 403", async () => {
      const user = await createTestUser(db);
      const other = await createTestUser(db);
      const mine = await connected(openSocket(url, user.token));
      const theirs = await connected(openSocket(url, other.token));
      const events = collect(theirs, CALL_EVENTS.join);

      const otherChannel = await authorize(user.token, { socket_id: mine.id, channel_name: userChannel(other.id) });
      expect(otherChannel.statusCode).toBe(403);
      const otherSocket = await authorize(user.token, { socket_id: theirs.id, channel_name: userChannel(user.id) });
      expect(otherSocket.statusCode).toBe(403);
      for (const channel_name of ['private-user', 'presence-user.1', `private-user.${user.id} `, 'private-user.01']) {
        if (channel_name.trim() === userChannel(user.id)) continue;
        expect((await authorize(user.token, { socket_id: mine.id, channel_name })).statusCode).toBe(403);
      }

      // The other user's socket did not join this user's channel.
      emitToUser(app.realtime, user.id, CALL_EVENTS.join, ring(1));
      await settle();
      expect(events).toEqual([]);
    });

    it('answers bad input with 422, an unknown socket with 422 and a guest with 401', async () => {
      const user = await createTestUser(db);
      const socket = await connected(openSocket(url, user.token));
      const channel_name = userChannel(user.id);
      const cases: unknown[] = [
        {},
        { socket_id: socket.id },
        { channel_name },
        { socket_id: 12, channel_name },
        { socket_id: socket.id, channel_name: ['x'] },
        { socket_id: 'bad id!', channel_name },
        { socket_id: 'x'.repeat(65), channel_name },
        { socket_id: socket.id, channel_name: 'x'.repeat(101) },
        { socket_id: socket.id, channel_name: 'private-user.\u0000' },
      ];
      for (const payload of cases) {
        const res = await authorize(user.token, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.json().errors).toBeTypeOf('object');
      }
      const unknown = await authorize(user.token, { socket_id: 'AAAAAAAAAAAAAAAAAAAA', channel_name });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.socket_id).toHaveLength(1);
      expect((await authorize(null, { socket_id: socket.id, channel_name })).statusCode).toBe(401);
    });
  });

  describe('emitToUser', () => {
    it('reaches every device of the user and no one else', async () => {
      const user = await createTestUser(db);
      const otherDeviceToken = await issueToken(db, user.id);
      const other = await createTestUser(db);
      const phone = await joinedSocket(app, url, user);
      const laptop = await joinedSocket(app, url, { id: user.id, token: otherDeviceToken });
      const stranger = await joinedSocket(app, url, other);
      // Connected but never authorized for the channel: hears nothing.
      const unjoined = await connected(openSocket(url, user.token));
      const heard = [phone, laptop, stranger, unjoined].map((s) => collect(s, CALL_EVENTS.join));

      emitToUser(app.realtime, user.id, CALL_EVENTS.join, ring(other.id));
      await eventually(() => heard[0].length === 1 && heard[1].length === 1);
      await settle();
      expect(heard[0]).toEqual([ring(other.id)]);
      expect(heard[1]).toEqual([ring(other.id)]);
      expect(heard[2]).toEqual([]);
      expect(heard[3]).toEqual([]);
    });
  });

  describe('signing out closes sockets', () => {
    it('logout closes the sockets of that token only', async () => {
      const user = await createTestUser(db);
      const secondToken = await issueToken(db, user.id);
      const loggingOut = await joinedSocket(app, url, user);
      const stays = await joinedSocket(app, url, { id: user.id, token: secondToken });

      const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
      expect(res.statusCode).toBe(200);
      expect(await closedByServer(loggingOut)).toBe('io server disconnect');
      await settle();
      expect(stays.connected).toBe(true);
    });

    it('a password change closes every socket of the user', async () => {
      const user = await createTestUser(db);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword('Old-pass-1234!') })
        .where(eq(users.id, user.id));
      const socket = await joinedSocket(app, url, user);
      const res = await app.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        headers: bearer(user.token),
        payload: {
          old_password: 'Old-pass-1234!',
          password: 'Brand-new-Pass-5678!',
          password_confirmation: 'Brand-new-Pass-5678!',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await closedByServer(socket)).toBe('io server disconnect');
      // The new token opens a socket again.
      await expect(connected(openSocket(url, res.json().token))).resolves.toBeTruthy();
    });

    it('blocking a user from the back office closes their sockets', async () => {
      const admin = await createTestUser(db, [ROLE.Admin]);
      const user = await createTestUser(db);
      const socket = await joinedSocket(app, url, user);
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/users/${user.id}/block`,
        headers: bearer(admin.token),
        payload: { reason: 'Abusive messages' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await closedByServer(socket)).toBe('io server disconnect');
    });

    it('a token revoked any other way is closed by the sweep', async () => {
      const swept = await createTestApp({ database, realtime: { sweepMs: 150 } });
      const sweptUrl = await listenForSockets(swept.app);
      const user = await createTestUser(db);
      const socket = await joinedSocket(swept.app, sweptUrl, user);
      await revokeToken(db, tokenIdOf(user.token));
      expect(await closedByServer(socket, 3000)).toBe('io server disconnect');
    });
  });
});

describe('GET /api/api-chat/ice-servers', async () => {
  const secret = 'turn-shared-secret-0123456789';
  const { app, database } = await createTestApp({
    env: {
      STUN_URLS: 'stun:turn.nirog.test:3478',
      TURN_URLS: 'turn:turn.nirog.test:3478?transport=udp,turns:turn.nirog.test:5349',
      TURN_SECRET: secret,
      TURN_TTL_SECONDS: '600',
      ICE_SERVERS: '[{"urls":"stun:stun.example.org:3478"}]',
    },
  });
  const plain = await createTestApp({ database });

  it('issues TURN credentials in the coturn REST scheme that expire after the TTL', async () => {
    const user = await createTestUser(database.db);
    const before = Math.floor(Date.now() / 1000);
    const res = await app.inject({ method: 'GET', url: '/api/api-chat/ice-servers', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.ice_servers.slice(0, 2)).toEqual([
      { urls: 'stun:stun.example.org:3478' },
      { urls: ['stun:turn.nirog.test:3478'] },
    ]);
    const turn = body.ice_servers[2];
    expect(turn.urls).toEqual(['turn:turn.nirog.test:3478?transport=udp', 'turns:turn.nirog.test:5349']);
    const [expiry, userId] = turn.username.split(':').map(Number);
    expect(userId).toBe(user.id);
    expect(expiry).toBeGreaterThanOrEqual(before + 600);
    expect(expiry).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
    expect(turn.credential).toBe(createHmac('sha1', secret).update(turn.username).digest('base64'));
    expect(new Date(body.expires_at).getTime()).toBe(expiry * 1000);
    expect(JSON.stringify(body)).not.toContain(secret);
  });

  it('hands out only the configured servers without TURN, and nothing to a guest', async () => {
    const user = await createTestUser(database.db);
    const res = await plain.app.inject({
      method: 'GET',
      url: '/api/api-chat/ice-servers',
      headers: bearer(user.token),
    });
    expect(res.json()).toEqual({ ice_servers: [], expires_at: null });
    expect((await app.inject({ method: 'GET', url: '/api/api-chat/ice-servers' })).statusCode).toBe(401);
  });
});

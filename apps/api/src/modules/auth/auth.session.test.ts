import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { authenticateBearer } from './auth.session';
import { accessTokens, users } from './auth.tables';
import { insertUser } from './auth.test-support';
import { issueToken, revokeToken } from './auth.tokens';

const IDLE_DAYS = 30;
const DAY = 24 * 60 * 60_000;

describe('authenticateBearer', async () => {
  const { app, database } = await createTestApp({ env: { TOKEN_IDLE_DAYS: String(IDLE_DAYS) } });
  const db = database.db;
  // Both drivers (PGlite and the node-postgres pool) send every statement through `query`.
  const driver = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;

  afterEach(() => vi.restoreAllMocks());

  /** Authenticates and counts the statements sent to the database meanwhile. */
  async function authenticate(header: string | undefined) {
    const query = vi.spyOn(driver, 'query');
    const auth = await authenticateBearer(db, header, IDLE_DAYS);
    const statements = query.mock.calls.length;
    query.mockRestore();
    return { auth, statements };
  }

  const tokenIdOf = (token: string) => Number(token.split('|')[0]);

  async function lastUsedAt(tokenId: number) {
    const [row] = await db.select().from(accessTokens).where(eq(accessTokens.id, tokenId));
    return row.lastUsedAt;
  }

  const setLastUsedAt = (tokenId: number, at: Date | null) =>
    db.update(accessTokens).set({ lastUsedAt: at }).where(eq(accessTokens.id, tokenId));

  it('resolves the user, their role ids in order and the token in one statement', async () => {
    const { user } = await insertUser(db, { roleIds: [ROLE.Pharmacist, ROLE.Doctor] });
    const token = await issueToken(db, user.id);
    const { auth, statements } = await authenticate(`Bearer ${token}`);
    expect(statements).toBe(1);
    expect(auth).toEqual({ user, roleIds: [ROLE.Doctor, ROLE.Pharmacist], tokenId: tokenIdOf(token) });
  });

  it('gives a user without roles an empty list', async () => {
    const { user } = await insertUser(db);
    const { auth } = await authenticate(`Bearer ${await issueToken(db, user.id)}`);
    expect(auth?.roleIds).toEqual([]);
  });

  it('asks the database nothing for a missing or malformed header', async () => {
    const { user } = await insertUser(db);
    const token = await issueToken(db, user.id);
    const [id, secret] = token.split('|');
    for (const header of [
      undefined,
      '',
      'Bearer ',
      token,
      `Basic ${token}`,
      'Bearer nonsense',
      `Bearer ${id}|short`,
      `Bearer ${id}|${secret}!`,
      `Bearer x${id}|${secret}`,
      // Beyond PostgreSQL's integer: refused here, not by the database with an error.
      `Bearer 2147483648|${secret}`,
      `Bearer 999999999999|${secret}`,
    ]) {
      expect(await authenticate(header), String(header)).toEqual({ auth: null, statements: 0 });
    }
  });

  it('refuses an unknown token id, a wrong secret and another token’s secret', async () => {
    const { user } = await insertUser(db);
    const token = await issueToken(db, user.id);
    const other = await issueToken(db, user.id);
    const [id, secret] = token.split('|');
    for (const header of [
      `Bearer 2147483647|${secret}`,
      `Bearer ${id}|${'a'.repeat(secret.length)}`,
      `Bearer ${id}|${other.split('|')[1]}`,
    ]) {
      expect(await authenticate(header), header).toEqual({ auth: null, statements: 1 });
    }
    expect((await authenticate(`Bearer ${token}`)).auth?.tokenId).toBe(tokenIdOf(token));
  });

  it('accepts the token with spaces around it', async () => {
    const { user } = await insertUser(db);
    const token = await issueToken(db, user.id);
    expect((await authenticate(`Bearer  ${token} `)).auth?.user.id).toBe(user.id);
  });

  it('refuses a revoked token', async () => {
    const { user } = await insertUser(db);
    const token = await issueToken(db, user.id);
    expect((await authenticate(`Bearer ${token}`)).auth).not.toBeNull();
    await revokeToken(db, tokenIdOf(token));
    expect((await authenticate(`Bearer ${token}`)).auth).toBeNull();
  });

  it('resolves a blocked user with the block, which the API answers with 403', async () => {
    const { user } = await insertUser(db, { roleIds: [ROLE.Nurse] });
    const token = await issueToken(db, user.id);
    await db.update(users).set({ blockedAt: new Date(), blockReason: 'test' }).where(eq(users.id, user.id));
    const { auth } = await authenticate(`Bearer ${token}`);
    expect(auth?.user.blockedAt).toBeInstanceOf(Date);
    expect(auth?.roleIds).toEqual([ROLE.Nurse]);
    const res = await app.inject({ method: 'POST', url: '/api/auth/check-is-valid-auth', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ blocked: true });
  });

  it('answers 401 for a token id beyond the integer range instead of failing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/check-is-valid-auth',
      headers: bearer(`99999999999|${'a'.repeat(40)}`),
    });
    expect(res.statusCode).toBe(401);
  });

  describe('last used time', () => {
    it('is written on first use, in the same statement', async () => {
      const { user } = await insertUser(db);
      const token = await issueToken(db, user.id);
      expect(await lastUsedAt(tokenIdOf(token))).toBeNull();
      const { statements } = await authenticate(`Bearer ${token}`);
      expect(statements).toBe(1);
      const written = await lastUsedAt(tokenIdOf(token));
      expect(Math.abs(written!.getTime() - Date.now())).toBeLessThan(5_000);
    });

    it('is left alone within a minute of the last write', async () => {
      const { user } = await insertUser(db);
      const token = await issueToken(db, user.id);
      const recent = new Date(Date.now() - 30_000);
      await setLastUsedAt(tokenIdOf(token), recent);
      expect((await authenticate(`Bearer ${token}`)).auth).not.toBeNull();
      expect(await lastUsedAt(tokenIdOf(token))).toEqual(recent);
    });

    it('is written again once older than a minute', async () => {
      const { user } = await insertUser(db);
      const token = await issueToken(db, user.id);
      await setLastUsedAt(tokenIdOf(token), new Date(Date.now() - 90_000));
      expect((await authenticate(`Bearer ${token}`)).statements).toBe(1);
      expect(Date.now() - (await lastUsedAt(tokenIdOf(token)))!.getTime()).toBeLessThan(5_000);
    });

    it('is not written for a wrong secret', async () => {
      const { user } = await insertUser(db);
      const token = await issueToken(db, user.id);
      const [id, secret] = token.split('|');
      expect((await authenticate(`Bearer ${id}|${'b'.repeat(secret.length)}`)).auth).toBeNull();
      expect(await lastUsedAt(tokenIdOf(token))).toBeNull();
    });
  });

  describe('unused tokens (TOKEN_IDLE_DAYS)', () => {
    const tokenExists = async (tokenId: number) => (await db.$count(accessTokens, eq(accessTokens.id, tokenId))) === 1;
    const check = (token: string) =>
      app.inject({ method: 'POST', url: '/api/auth/check-is-valid-auth', headers: bearer(token) });

    it('answers 401 for a token unused longer than the setting and deletes it', async () => {
      const { user } = await insertUser(db);
      const token = await issueToken(db, user.id);
      await setLastUsedAt(tokenIdOf(token), new Date(Date.now() - (IDLE_DAYS + 1) * DAY));
      const res = await check(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      expect(await tokenExists(tokenIdOf(token))).toBe(false);
    });

    it('counts from the issue time for a token never used, and keeps a token used recently', async () => {
      const { user } = await insertUser(db);
      const never = await issueToken(db, user.id);
      await db
        .update(accessTokens)
        .set({ createdAt: new Date(Date.now() - (IDLE_DAYS + 2) * DAY) })
        .where(eq(accessTokens.id, tokenIdOf(never)));
      expect((await check(never)).statusCode).toBe(401);
      expect(await tokenExists(tokenIdOf(never))).toBe(false);

      const used = await issueToken(db, user.id);
      await db
        .update(accessTokens)
        .set({ createdAt: new Date(Date.now() - 400 * DAY), lastUsedAt: new Date(Date.now() - (IDLE_DAYS - 1) * DAY) })
        .where(eq(accessTokens.id, tokenIdOf(used)));
      expect((await check(used)).statusCode).toBe(200);
      // Using it counts as use: the idle time starts again.
      expect(Date.now() - (await lastUsedAt(tokenIdOf(used)))!.getTime()).toBeLessThan(5_000);
    });

    it('does not delete an idle token for a wrong secret', async () => {
      const { user } = await insertUser(db);
      const token = await issueToken(db, user.id);
      await setLastUsedAt(tokenIdOf(token), new Date(Date.now() - (IDLE_DAYS + 1) * DAY));
      expect((await authenticate(`Bearer ${tokenIdOf(token)}|${'c'.repeat(40)}`)).auth).toBeNull();
      expect(await tokenExists(tokenIdOf(token))).toBe(true);
    });
  });
});

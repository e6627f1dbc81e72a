import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { users } from './auth.tables';
import { insertUser, loginToken, mailsTo, nextIp } from './auth.test-support';

describe('login, logout and session check', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;

  const login = (payload: object, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload, headers, remoteAddress });

  it('logs a verified user in with a token and the user', async () => {
    const { user, password } = await insertUser(db, { name: 'Karim', roleIds: [ROLE.Doctor] });
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({ message: 'You have successfully logged in.', verified: true });
    expect(json.token).toMatch(/^\d+\|[A-Za-z0-9_-]+$/);
    expect(json.user).toEqual({
      id: user.id,
      name: 'Karim',
      email: user.email,
      phone: '01712345678',
      occupation: null,
      dob: null,
      sex: null,
      country: null,
      city: null,
      location: null,
      avatar: null,
      roles: [{ id: 2, name: 'Doctor' }],
      online_status: 'offline',
      referral_code: user.referralCode,
      email_verified: true,
    });
  });

  it('refuses wrong credentials under email, in English and Bengali', async () => {
    const { user } = await insertUser(db);
    const wrong = await login({ email: user.email, password: 'wrong-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever1' }, { 'accept-language': 'bn' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'এই তথ্যের সাথে আমাদের কোনো রেকর্ড মেলেনি।',
      errors: { email: ['এই তথ্যের সাথে আমাদের কোনো রেকর্ড মেলেনি।'] },
    });
  });

  it('requires email and password', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('gives an unverified user no token and re-sends the link', async () => {
    const { user, password } = await insertUser(db, { verified: false });
    const res = await login({ email: user.email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      verified: false,
      message: 'Please verify your email address. We have sent a verification link to your inbox.',
    });
    expect(await mailsTo(db, user.email)).toHaveLength(1);
    await login({ email: user.email, password });
    expect(await mailsTo(db, user.email)).toHaveLength(1); // not again within a minute
  });

  it('gives a blocked user no token', async () => {
    const { user, password } = await insertUser(db);
    await db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id));
    const res = await login({ email: user.email, password }, { 'accept-language': 'bn' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      blocked: true,
      message: 'আপনার অ্যাকাউন্টটি বন্ধ করা হয়েছে। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
    });
  });

  it('checks a token and answers valid-auth with the user', async () => {
    const { user, password } = await insertUser(db);
    const token = await loginToken(app, user.email, password);
    const res = await app.inject({ method: 'POST', url: '/api/auth/check-is-valid-auth', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'valid-auth', user: { id: user.id, email: user.email } });
  });

  it('shows a recently seen user as online', async () => {
    const { user, password } = await insertUser(db);
    await db
      .update(users)
      .set({ lastSeenAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, user.id));
    const token = await loginToken(app, user.email, password);
    const res = await app.inject({ method: 'POST', url: '/api/auth/check-is-valid-auth', headers: bearer(token) });
    expect(res.json().user.online_status).toBe('online');
  });

  it('answers 401 without a token or with a bad one', async () => {
    for (const headers of [{}, bearer('nonsense'), bearer('1|aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')]) {
      for (const [method, url] of [
        ['POST', '/api/auth/check-is-valid-auth'],
        ['POST', '/api/auth/logout'],
        ['PUT', '/api/auth/change-password'],
      ] as const) {
        const res = await app.inject({ method, url, headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      }
    }
  });

  it('refuses the token of a user blocked after login', async () => {
    const { user, password } = await insertUser(db);
    const token = await loginToken(app, user.email, password);
    await db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id));
    const res = await app.inject({ method: 'POST', url: '/api/auth/check-is-valid-auth', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ blocked: true });
  });

  it('logs out: the token stops working, other sessions stay', async () => {
    const { user, password } = await insertUser(db);
    const token = await loginToken(app, user.email, password);
    const other = await loginToken(app, user.email, password);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'accept-language': 'bn' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'আপনি লগআউট করেছেন।' });
    const after = await app.inject({ method: 'POST', url: '/api/auth/check-is-valid-auth', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    const still = await app.inject({ method: 'POST', url: '/api/auth/check-is-valid-auth', headers: bearer(other) });
    expect(still.statusCode).toBe(200);
  });

  it('rate-limits login attempts per address with a translated message', async () => {
    const remoteAddress = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) {
      codes.push((await login({ email: 'x@example.com', password: 'wrong-pass' }, {}, remoteAddress)).statusCode);
    }
    expect(codes.every((c) => c === 422)).toBe(true);
    const limited = await login({ email: 'x@example.com', password: 'wrong-pass' }, {}, remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    const bn = await login(
      { email: 'x@example.com', password: 'wrong-pass' },
      { 'accept-language': 'bn' },
      remoteAddress,
    );
    expect(bn.json().message).toContain('অনেকবার চেষ্টা করা হয়েছে');
    // Another address is not affected.
    expect((await login({ email: 'x@example.com', password: 'wrong-pass' })).statusCode).toBe(422);
  });

  it('lists social providers as disabled when none is configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({
      google: { enabled: false, client_id: null },
      facebook: { enabled: false, app_id: null },
    });
    const login = await app.inject({ method: 'POST', url: '/api/auth/social-login/google/some-token' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ status: 'error', message: 'Sign-in with Google is not available.' });
  });
});

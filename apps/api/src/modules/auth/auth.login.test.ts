import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { loginAttempts, users } from './auth.tables';
import { LOGIN_THROTTLE } from './auth.throttle';
import { insertUser, linkIn, loginToken, mailsTo, nextIp, uniqueEmail } from './auth.test-support';

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

  it('keeps the language the user signs in with, for the mails others cause (a doctor told of a booking)', async () => {
    const { user, password } = await insertUser(db);
    const langOf = async () => (await db.select({ lang: users.lang }).from(users).where(eq(users.id, user.id)))[0].lang;
    expect(await langOf()).toBe('en');
    await login({ email: user.email, password }, { 'accept-language': 'bn' });
    expect(await langOf()).toBe('bn');
    await login({ email: user.email, password: 'wrong-password' }, { 'accept-language': 'en' });
    expect(await langOf()).toBe('bn');
    await login({ email: user.email, password });
    expect(await langOf()).toBe('en');
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
    // Another account each time, so the per-account limit stays out of it.
    for (let i = 0; i < 10; i++) {
      codes.push((await login({ email: `x${i}@example.com`, password: 'wrong-pass' }, {}, remoteAddress)).statusCode);
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
    expect((await login({ email: 'x0@example.com', password: 'wrong-pass' })).statusCode).toBe(422);
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

  describe('per-account limit on failed sign-ins', () => {
    const FREE = LOGIN_THROTTLE.delaysMs.findIndex((d) => d > 0) + 1;
    const fail = (email: string, headers: Record<string, string> = {}) =>
      login({ email, password: 'Wrong-Guess-123' }, headers);
    /** Ends the current wait of every counter, as if the time had passed. */
    const endWaits = () => db.update(loginAttempts).set({ lockedUntil: sql`now()` });

    it('slows guesses from many addresses after a few failures, with a clear 429 in English and Bengali', async () => {
      const { user, password } = await insertUser(db);
      for (let i = 0; i < FREE; i++) expect((await fail(user.email)).statusCode).toBe(422);
      const res = await fail(user.email);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(20);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
      const message = res.json().message as string;
      expect(message).toMatch(
        /^Too many failed sign-in attempts for this account\. Please try again in \d+ seconds, or reset your password\.$/,
      );
      expect(res.json().errors).toEqual({ email: [message] });
      const bn = await fail(user.email.toUpperCase(), { 'accept-language': 'bn' });
      expect(bn.statusCode).toBe(429);
      expect(bn.json().message).toContain('এই অ্যাকাউন্টে অনেকবার ভুল তথ্য দিয়ে সাইন ইনের চেষ্টা করা হয়েছে।');
      // The right password does not get through from a new address during the wait either.
      expect((await login({ email: user.email, password })).statusCode).toBe(429);

      // The wait grows (1 minute after the next failure), stated in minutes.
      await endWaits();
      expect((await fail(user.email)).statusCode).toBe(422);
      const longer = await fail(user.email);
      expect(Number(longer.headers['retry-after'])).toBeGreaterThan(30);
      expect(longer.json().message).toContain('Please try again in 1 minutes');
    });

    it('answers an e-mail without an account exactly as one with an account', async () => {
      const { user } = await insertUser(db);
      const ghost = uniqueEmail('ghost');
      const real: Array<[number, string]> = [];
      const none: Array<[number, string]> = [];
      for (let i = 0; i <= FREE; i++) {
        const [a, b] = [await fail(user.email), await fail(ghost)];
        real.push([a.statusCode, a.json().message.replace(/\d+/, 'N')]);
        none.push([b.statusCode, b.json().message.replace(/\d+/, 'N')]);
      }
      expect(none).toEqual(real);
      expect(real.at(-1)?.[0]).toBe(429);
    });

    it('never slows the owner where they signed in before', async () => {
      const { user, password } = await insertUser(db);
      const home = nextIp();
      expect((await login({ email: user.email, password }, {}, home)).statusCode).toBe(200);
      for (let i = 0; i <= FREE; i++) await fail(user.email);
      expect((await fail(user.email)).statusCode).toBe(429);
      const atHome = await login({ email: user.email, password }, {}, home);
      expect(atHome.statusCode).toBe(200);
      expect(atHome.json().token).toBeDefined();
      // Failures at home are counted on their own, by the same rules.
      const failAtHome = () => login({ email: user.email, password: 'Wrong-Guess-123' }, {}, home);
      for (let i = 0; i < FREE; i++) expect((await failAtHome()).statusCode).toBe(422);
      expect((await failAtHome()).statusCode).toBe(429);
    });

    it('lets the owner in after a password reset', async () => {
      const { user } = await insertUser(db);
      for (let i = 0; i <= FREE; i++) await fail(user.email);
      expect((await fail(user.email)).statusCode).toBe(429);
      const forgot = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
        remoteAddress: nextIp(),
      });
      expect(forgot.statusCode).toBe(200);
      const [mail] = await mailsTo(db, user.email);
      const token = new URL(linkIn(mail.text, 'http://nirog.localhost/password/reset?')).searchParams.get('token')!;
      const device = nextIp();
      const newPassword = 'Teal-Harbor-Quill-7';
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, email: user.email, password: newPassword, password_confirmation: newPassword },
        remoteAddress: device,
      });
      expect(reset.json()).toMatchObject({ status: true });
      // Cleared for everyone, and the address of the reset is known to the account from now on.
      expect((await login({ email: user.email, password: newPassword })).statusCode).toBe(200);
      for (let i = 0; i <= FREE; i++) await fail(user.email);
      expect((await login({ email: user.email, password: newPassword }, {}, device)).statusCode).toBe(200);
    });
  });
});

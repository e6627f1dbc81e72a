import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/helpers';
import { sha256 } from '../../lib/ids';
import { accessTokens, passwordResets, users } from './auth.tables';
import { FORGOT_PASSWORD_MIN_MS } from './auth.password.service';
import { insertUser, linkIn, loginToken, mailsTo, nextIp } from './auth.test-support';

describe('forgot, reset and change password', async () => {
  const { app, database, config } = await createTestApp();
  const db = database.db;

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
  const check = (token: string) =>
    app.inject({ method: 'POST', url: '/api/auth/check-is-valid-auth', headers: bearer(token) });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });

  /** Requests a reset and returns the token from the mailed link. */
  async function requestReset(email: string): Promise<string> {
    const res = await post('/api/auth/forgot-password', { email });
    expect(res.json().status).toBe(true);
    const [mail] = await mailsTo(db, email);
    const link = new URL(linkIn(mail.text, `${config.appUrl}/password/reset?`));
    expect(link.searchParams.get('email')).toBe(email);
    return link.searchParams.get('token')!;
  }

  describe('forgot-password', () => {
    const SENT = {
      status: true,
      message:
        'If an account exists for that email address, we have emailed a password reset link to it. Please check your inbox.',
    };

    it('answers the same whether or not the address has an account, and mails only a real account', async () => {
      const { user } = await insertUser(db);
      const ghost = 'nobody@example.com';
      const timed = async (email: string, headers: Record<string, string> = {}) => {
        const started = performance.now();
        const res = await post('/api/auth/forgot-password', { email }, headers);
        return { res, ms: performance.now() - started };
      };
      const [real, none] = [await timed(user.email), await timed(ghost)];
      expect([real.res.statusCode, none.res.statusCode]).toEqual([200, 200]);
      expect(none.res.body).toBe(real.res.body);
      expect(none.res.json()).toEqual(SENT);
      // Neither answer comes sooner than the floor that hides whether mail was written.
      expect(Math.min(real.ms, none.ms)).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
      expect(await mailsTo(db, user.email)).toHaveLength(1);
      expect(await mailsTo(db, ghost)).toHaveLength(0);
      const bn = await timed(ghost, { 'accept-language': 'bn' });
      expect(bn.res.json()).toEqual({
        status: true,
        message:
          'এই ইমেইল ঠিকানায় কোনো অ্যাকাউন্ট থাকলে সেখানে পাসওয়ার্ড রিসেট করার লিংক পাঠানো হয়েছে। অনুগ্রহ করে আপনার ইনবক্স দেখুন।',
      });
    });

    it('mails a reset link and stores only the token hash', async () => {
      const { user } = await insertUser(db);
      const res = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
      expect(res.json()).toEqual(SENT);
      const [mail] = await mailsTo(db, user.email);
      expect(mail.subject).toBe('Reset your password');
      const token = new URL(linkIn(mail.text, `${config.appUrl}/password/reset?`)).searchParams.get('token')!;
      const [row] = await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
      expect(row.tokenHash).toBe(sha256(token));
      expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
      expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    });

    it('validates the e-mail', async () => {
      const res = await post('/api/auth/forgot-password', {});
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The email field is required.',
        errors: { email: ['The email field is required.'] },
      });
      // An empty or blank box is a missing e-mail, as on the login form, not an invalid one.
      for (const email of ['', '   ']) {
        const blank = await post('/api/auth/forgot-password', { email });
        expect(blank.json().errors).toEqual({ email: ['The email field is required.'] });
      }
      const bad = await post('/api/auth/forgot-password', { email: 'not-an-address' });
      expect(bad.json().errors).toEqual({ email: ['The email must be a valid email address.'] });
    });
  });

  describe('reset-password', () => {
    const reset = (payload: object, headers: Record<string, string> = {}) =>
      post('/api/auth/reset-password', payload, headers);

    it('sets the new password once, verifies the e-mail and signs every session out', async () => {
      const { user, password } = await insertUser(db, { verified: false });
      await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      const session = await loginToken(app, user.email, password);
      await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));

      const token = await requestReset(user.email);
      const body = { token, email: user.email, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };
      const res = await reset(body);
      expect(res.json()).toEqual({ status: true, message: 'Your password has been reset!' });

      expect((await check(session)).statusCode).toBe(401);
      expect((await login(user.email, password)).statusCode).toBe(422);
      const fresh = await login(user.email, 'brand-new-pass');
      expect(fresh.json()).toMatchObject({ verified: true, user: { email_verified: true } });

      const again = await reset({ ...body, password: 'another-pass-1', password_confirmation: 'another-pass-1' });
      expect(again.json()).toEqual({ status: false, message: 'This password reset token is invalid.' });
    });

    it('refuses an expired token, a wrong e-mail and an unknown token', async () => {
      const { user } = await insertUser(db);
      const { user: other } = await insertUser(db);
      const token = await requestReset(user.email);
      const body = { token, email: user.email, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };

      const wrongEmail = await reset({ ...body, email: other.email }, { 'accept-language': 'bn' });
      expect(wrongEmail.json()).toEqual({ status: false, message: 'পাসওয়ার্ড রিসেট করার এই টোকেনটি সঠিক নয়।' });
      expect((await reset({ ...body, token: 'not-the-token' })).json().status).toBe(false);
      expect((await reset({ ...body, email: 'ghost@example.com' })).json().status).toBe(false);

      await db
        .update(passwordResets)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResets.userId, user.id));
      expect((await reset(body)).json().status).toBe(false);
    });

    it('keeps only the newest token valid', async () => {
      const { user } = await insertUser(db);
      const first = await requestReset(user.email);
      const second = await requestReset(user.email);
      const body = { email: user.email, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };
      expect((await reset({ ...body, token: first })).json().status).toBe(false);
      expect((await reset({ ...body, token: second })).json().status).toBe(true);
    });

    it('refuses a weak new password on `password` and leaves the link usable', async () => {
      const { user } = await insertUser(db, { name: 'Farhana Islam' });
      const token = await requestReset(user.email);
      for (const [password, message] of [
        ['password123', 'This password is one of the most used and easy to guess. Please choose another one.'],
        ['farhana-2026-dhaka', 'The password must not contain your name or your email address.'],
        [
          'zzzzzzzzzzzz',
          'The password must not be one character or a short pattern repeated (like "aaaa" or "abcabc").',
        ],
      ]) {
        const res = await reset({ token, email: user.email, password, password_confirmation: password });
        expect(res.statusCode, password).toBe(422);
        expect(res.json().errors, password).toEqual({ password: [message] });
      }
      const ok = await reset({
        token,
        email: user.email,
        password: 'Teal-Harbor-Quill-7',
        password_confirmation: 'Teal-Harbor-Quill-7',
      });
      expect(ok.json()).toEqual({ status: true, message: 'Your password has been reset!' });
    });

    it('validates the fields', async () => {
      const res = await reset({ token: 'x', email: 'bad', password: 'short', password_confirmation: 'nope' });
      expect(res.statusCode).toBe(422);
      const { errors } = res.json();
      expect(errors.email).toEqual(['The email must be a valid email address.']);
      expect(errors.password).toEqual([
        'The password must be at least 8 characters.',
        'The password confirmation does not match.',
      ]);
    });
  });

  describe('change-password', () => {
    const change = (token: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'PUT',
        url: '/api/auth/change-password',
        payload,
        headers: { ...bearer(token), ...headers },
      });

    it('refuses a wrong current password', async () => {
      const { user, password } = await insertUser(db);
      const token = await loginToken(app, user.email, password);
      const res = await change(
        token,
        { old_password: 'not-my-password', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
        { 'accept-language': 'bn' },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
        errors: { old_password: ['বর্তমান পাসওয়ার্ডটি সঠিক নয়।'] },
      });
    });

    it('validates the new password', async () => {
      const { user, password } = await insertUser(db);
      const token = await loginToken(app, user.email, password);
      const res = await change(token, { old_password: password, password: 'new-pass-1', password_confirmation: 'x' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: ['The password confirmation does not match.'] });
    });

    it('refuses a new password made of the e-mail or one character, in Bengali too', async () => {
      const { user, password } = await insertUser(db);
      const token = await loginToken(app, user.email, password);
      const local = user.email.split('@')[0];
      const own = await change(token, {
        old_password: password,
        password: `${local}!`,
        password_confirmation: `${local}!`,
      });
      expect(own.statusCode).toBe(422);
      expect(own.json().errors).toEqual({
        password: ['The password must not contain your name or your email address.'],
      });
      const same = await change(
        token,
        { old_password: password, password: '1111111111', password_confirmation: '1111111111' },
        { 'accept-language': 'bn' },
      );
      expect(same.json().errors.password[0]).toContain('পাসওয়ার্ড একটি অক্ষর');
    });

    it('is limited per user: 5 tries in 15 minutes, whatever the address', async () => {
      const { user, password } = await insertUser(db);
      const token = await loginToken(app, user.email, password);
      const wrong = {
        old_password: 'not-my-password',
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      };
      const attempt = () =>
        app.inject({
          method: 'PUT',
          url: '/api/auth/change-password',
          payload: wrong,
          headers: bearer(token),
          remoteAddress: nextIp(),
        });
      for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(422);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      // Another user is not affected.
      const other = await insertUser(db);
      const otherToken = await loginToken(app, other.user.email, other.password);
      const res = await change(otherToken, { ...wrong });
      expect(res.statusCode).toBe(422);
    });

    it('answers a new token and revokes every other one, the current included', async () => {
      const { user, password } = await insertUser(db);
      const current = await loginToken(app, user.email, password);
      const other = await loginToken(app, user.email, password);
      const res = await change(current, {
        old_password: password,
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      });
      expect(res.statusCode).toBe(200);
      const { message, token } = res.json();
      expect(message).toBe('Your password has been changed.');
      expect((await check(token)).statusCode).toBe(200);
      expect((await check(current)).statusCode).toBe(401);
      expect((await check(other)).statusCode).toBe(401);
      expect(await db.select().from(accessTokens).where(eq(accessTokens.userId, user.id))).toHaveLength(1);
      expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
    });
  });
});

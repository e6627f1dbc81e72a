import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/helpers';
import { sha256 } from '../../lib/ids';
import { accessTokens, passwordResets, users } from './auth.tables';
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
    it('says when no user has the address', async () => {
      const res = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: false, message: "We can't find a user with that email address." });
      const bn = await post('/api/auth/forgot-password', { email: 'nobody@example.com' }, { 'accept-language': 'bn' });
      expect(bn.json().message).toBe('এই ইমেইল ঠিকানার কোনো ব্যবহারকারী খুঁজে পাওয়া যায়নি।');
    });

    it('mails a reset link and stores only the token hash', async () => {
      const { user } = await insertUser(db);
      const res = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
      expect(res.json()).toEqual({ status: true, message: 'We have emailed your password reset link!' });
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

import { createHmac } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LOG_SERIALIZERS, REDACT_PATHS, buildApp } from '../../app';
import { TEST_APP_KEY, bearer, createTestApp, testConfig } from '../../../test/helpers';
import { socialAccounts, users } from './auth.tables';
import { insertUser, mailsTo, nextIp, uniqueEmail } from './auth.test-support';

const GOOGLE_USERINFO = 'http://google.test/v1/userinfo';
const GOOGLE_TOKENINFO = 'http://google.test/tokeninfo';
const FACEBOOK_GRAPH = 'http://graph.test/v19.0';
const GOOGLE_CLIENT_ID = 'google-client-id';
const FACEBOOK_APP_ID = 'facebook-app-id';
const FACEBOOK_APP_SECRET = 'facebook-app-secret-do-not-leak';

const SOCIAL_ENV = {
  GOOGLE_CLIENT_ID,
  GOOGLE_USERINFO_URL: GOOGLE_USERINFO,
  GOOGLE_TOKENINFO_URL: GOOGLE_TOKENINFO,
  FACEBOOK_APP_ID,
  FACEBOOK_APP_SECRET,
  FACEBOOK_GRAPH_URL: FACEBOOK_GRAPH,
};

/**
 * What the fake providers know: access token -> profile (userinfo, /me) and what the token was
 * issued for (Google tokeninfo, Facebook debug_token).
 */
const google = new Map<string, { profile: Record<string, unknown>; info: Record<string, unknown> }>();
const facebook = new Map<string, { profile: Record<string, unknown>; debug: Record<string, unknown> }>();
const calls: string[] = [];

const proofOf = (token: string) => createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex');

/** Special tokens: `explode` fails the network, `down` gets a 503, `hang` never answers (until aborted). */
function misbehave(token: string, init: RequestInit | undefined): Promise<Response> | null {
  if (token === 'explode') throw new TypeError('fetch failed');
  if (token === 'down') return Promise.resolve(new Response('upstream error', { status: 503 }));
  if (token === 'hang') {
    return new Promise((_, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  }
  return null;
}

const fakeFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  const endpoint = `${url.origin}${url.pathname}`;
  calls.push(url.toString());
  if (endpoint === GOOGLE_TOKENINFO) {
    const token = url.searchParams.get('access_token') ?? '';
    const odd = misbehave(token, init);
    if (odd) return odd;
    const known = google.get(token);
    return known ? Response.json(known.info) : Response.json({ error_description: 'Invalid Value' }, { status: 400 });
  }
  if (endpoint === GOOGLE_USERINFO) {
    const auth = new Headers(init?.headers).get('authorization') ?? '';
    const known = google.get(auth.replace(/^Bearer /, ''));
    return known ? Response.json(known.profile) : Response.json({ error: 'invalid_token' }, { status: 401 });
  }
  if (endpoint === `${FACEBOOK_GRAPH}/debug_token`) {
    if (url.searchParams.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
      return Response.json({ error: { message: 'Invalid OAuth access token' } }, { status: 400 });
    }
    const token = url.searchParams.get('input_token') ?? '';
    const odd = misbehave(token, init);
    if (odd) return odd;
    const known = facebook.get(token);
    return Response.json({
      data: known?.debug ?? { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
    });
  }
  if (endpoint === `${FACEBOOK_GRAPH}/me`) {
    expect(url.searchParams.get('fields')).toBe('id,name,email,picture');
    const token = url.searchParams.get('access_token') ?? '';
    if (url.searchParams.get('appsecret_proof') !== proofOf(token)) {
      return Response.json({ error: { message: 'Invalid appsecret_proof' } }, { status: 400 });
    }
    const known = facebook.get(token);
    return known
      ? Response.json(known.profile)
      : Response.json({ error: { message: 'Invalid OAuth' } }, { status: 400 });
  }
  throw new Error(`unexpected request ${url}`);
};

let tokenCounter = 0;
function googleToken(profile: Record<string, unknown>, info: Record<string, unknown> = {}) {
  const token = `g-token-${++tokenCounter}`;
  const sub = `sub-${tokenCounter}`;
  google.set(token, {
    profile: { sub, ...profile },
    info: { aud: GOOGLE_CLIENT_ID, azp: GOOGLE_CLIENT_ID, sub, expires_in: '3599', scope: 'openid email', ...info },
  });
  return token;
}
function facebookToken(profile: Record<string, unknown>, debug: Record<string, unknown> = {}) {
  const token = `fb-token-${++tokenCounter}`;
  const id = `fb-${tokenCounter}`;
  facebook.set(token, {
    profile: { id, ...profile },
    debug: { app_id: FACEBOOK_APP_ID, type: 'USER', is_valid: true, user_id: id, ...debug },
  });
  return token;
}

describe('social sign-in', async () => {
  const { app, database } = await createTestApp({
    env: SOCIAL_ENV,
    fetch: fakeFetch,
  });
  const db = database.db;

  const socialLogin = (provider: string, token: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/auth/social-login/${provider}/${encodeURIComponent(token)}`,
      headers,
      remoteAddress: nextIp(),
    });
  const socialRegister = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/social-registration', payload, headers, remoteAddress: nextIp() });
  const userByEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

  it('lists the configured providers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json()).toEqual({
      google: { enabled: true, client_id: 'google-client-id' },
      facebook: { enabled: true, app_id: 'facebook-app-id' },
    });
  });

  it('answers 404 for an unknown provider', async () => {
    const res = await socialLogin('twitter', 'whatever');
    expect(res.statusCode).toBe(404);
  });

  it('answers status error for a token the provider refuses, or when the provider is unreachable', async () => {
    const bad = await socialLogin('google', 'not-a-real-token');
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({
      status: 'error',
      message: 'We could not verify your Google sign-in. Please try again.',
    });
    const down = await socialLogin('google', 'explode', { 'accept-language': 'bn' });
    expect(down.json()).toEqual({
      status: 'error',
      message: 'Google দিয়ে আপনার সাইন ইন যাচাই করা যায়নি। আবার চেষ্টা করুন।',
    });
    expect((await socialLogin('facebook', 'nope')).json().status).toBe('error');
  });

  it('asks for the phone of a new Google user, then registers them verified and logged in', async () => {
    const email = uniqueEmail('g');
    const token = googleToken({ email, email_verified: true, name: 'Nusrat Jahan', picture: 'https://pic.test/n.jpg' });
    const first = await socialLogin('google', token);
    expect(first.json()).toEqual({
      status: 'require_accounts',
      message: 'Please provide the missing information to finish creating your account.',
      required_email: false,
      required_phone: true,
    });

    const missingPhone = await socialRegister({
      provider: 'google',
      token,
      required_email: false,
      required_phone: true,
    });
    expect(missingPhone.statusCode).toBe(422);
    expect(missingPhone.json().errors).toEqual({ phone: ['The phone field is required.'] });

    const badPhone = await socialRegister({ provider: 'google', token, phone: '12345' });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors.phone).toEqual([
      'The phone must be a valid Bangladeshi mobile number (01XXXXXXXXX).',
    ]);

    const res = await socialRegister({
      provider: 'google',
      token,
      required_email: false,
      required_phone: true,
      email: '',
      phone: '01812345678',
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({
      status: 'success',
      message: 'Your account has been created.',
      user: {
        name: 'Nusrat Jahan',
        email,
        phone: '01812345678',
        avatar: 'https://pic.test/n.jpg',
        email_verified: true,
      },
    });
    const check = await app.inject({
      method: 'POST',
      url: '/api/auth/check-is-valid-auth',
      headers: bearer(json.token),
    });
    expect(check.statusCode).toBe(200);
    expect(await mailsTo(db, email)).toHaveLength(0);

    // The account is linked: the next sign-in succeeds straight away.
    const again = await socialLogin('google', token);
    expect(again.json()).toMatchObject({ status: 'success', user: { id: json.user.id } });
    expect(again.json().token).toEqual(expect.any(String));
  });

  it('links an existing account by the e-mail the provider vouches for', async () => {
    const { user } = await insertUser(db, { verified: false });
    const token = googleToken({ email: user.email.toUpperCase(), email_verified: true, name: 'Someone' });
    const res = await socialLogin('google', token);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'You have successfully logged in.',
      user: { id: user.id, email_verified: true },
    });
    const links = await db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id));
    expect(links).toMatchObject([{ provider: 'google' }]);
  });

  it('does not trust an e-mail Google has not verified', async () => {
    const { user } = await insertUser(db);
    const token = googleToken({ email: user.email, email_verified: false });
    const res = await socialLogin('google', token);
    expect(res.json()).toMatchObject({ status: 'require_accounts', required_email: true, required_phone: true });
    expect(await db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id))).toHaveLength(0);
  });

  it('refuses a blocked account', async () => {
    const { user } = await insertUser(db, { blocked: true });
    const token = facebookToken({ name: 'Blocked', email: user.email });
    const res = await socialLogin('facebook', token);
    expect(res.json()).toEqual({ status: 'error', message: 'Your account has been blocked. Please contact support.' });
  });

  it('registers a Facebook user without an e-mail: the typed address must be verified first', async () => {
    const token = facebookToken({ name: 'Tanvir Hasan', picture: { data: { url: 'https://fb.test/t.jpg' } } });
    const first = await socialLogin('facebook', token);
    expect(first.json()).toMatchObject({ status: 'require_accounts', required_email: true, required_phone: true });

    const missing = await socialRegister({ provider: 'facebook', token });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'phone']);

    const { user: taken } = await insertUser(db);
    const duplicate = await socialRegister({ provider: 'facebook', token, email: taken.email, phone: '01912345678' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ email: ['The email has already been taken.'] });

    const email = uniqueEmail('fb');
    const res = await socialRegister(
      { provider: 'facebook', token, required_email: 'true', required_phone: 'true', email, phone: '01912345678' },
      { 'accept-language': 'bn' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      need_verification: true,
      message:
        'আপনার অ্যাকাউন্ট তৈরি হয়েছে। আপনার ইমেইল ঠিকানায় একটি যাচাইয়ের লিংক পাঠানো হয়েছে; লগইন করতে ইমেইলটি যাচাই করুন।',
    });
    const user = await userByEmail(email);
    expect(user).toMatchObject({ name: 'Tanvir Hasan', emailVerifiedAt: null, passwordHash: null });
    const [mail] = await mailsTo(db, email);
    expect(mail.subject).toBe('আপনার ইমেইল ঠিকানা যাচাই করুন');
  });

  it('re-checks the token on registration', async () => {
    const res = await socialRegister({
      provider: 'google',
      token: 'forged',
      email: uniqueEmail(),
      phone: '01712345678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('error');
  });

  it('validates the registration body', async () => {
    const res = await socialRegister({ provider: 'myspace', token: '' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['provider', 'token']);
  });

  it('sends the Google token as a bearer header and the Facebook token as a query parameter', () => {
    expect(calls.some((c) => c === GOOGLE_USERINFO)).toBe(true);
    expect(calls.some((c) => c.startsWith(`${FACEBOOK_GRAPH}/me?`) && c.includes('access_token='))).toBe(true);
  });

  const invalidToken = { status: 'error', message: 'We could not verify your Google sign-in. Please try again.' };
  const invalidFacebook = { status: 'error', message: 'We could not verify your Facebook sign-in. Please try again.' };

  it('checks the Google token with tokeninfo and the Facebook token with debug_token and appsecret_proof', () => {
    expect(calls.some((c) => c.startsWith(`${GOOGLE_TOKENINFO}?access_token=`))).toBe(true);
    const debug = calls.find((c) => c.startsWith(`${FACEBOOK_GRAPH}/debug_token?`));
    expect(new URL(debug ?? 'http://x/').searchParams.get('access_token')).toBe(
      `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`,
    );
    const me = calls.filter((c) => c.startsWith(`${FACEBOOK_GRAPH}/me?`));
    expect(me.length).toBeGreaterThan(0);
    for (const call of me) {
      const params = new URL(call).searchParams;
      expect(params.get('appsecret_proof')).toBe(proofOf(params.get('access_token') ?? ''));
    }
  });

  it('refuses a Google token issued to another client id (token substitution)', async () => {
    const email = uniqueEmail('sub');
    const token = googleToken(
      { email, email_verified: true, name: 'Mallory' },
      { aud: 'someone-elses-client', azp: 'someone-elses-client' },
    );
    const before = calls.length;
    const res = await socialLogin('google', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(invalidToken);
    // userinfo is never asked: the token is not trusted at all.
    expect(calls.slice(before).some((c) => c === GOOGLE_USERINFO)).toBe(false);
    const register = await socialRegister({ provider: 'google', token, phone: '01712345678' });
    expect(register.json()).toEqual(invalidToken);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses a Google token without an audience, or whose tokeninfo and userinfo name different users', async () => {
    const noAudience = googleToken({ email: uniqueEmail(), email_verified: true }, { aud: undefined, azp: undefined });
    expect((await socialLogin('google', noAudience)).json()).toEqual(invalidToken);
    const otherSub = googleToken({ email: uniqueEmail(), email_verified: true }, { sub: 'sub-of-someone-else' });
    expect((await socialLogin('google', otherSub)).json()).toEqual(invalidToken);
  });

  it('refuses an expired Google token', async () => {
    const expired = googleToken({ email: uniqueEmail(), email_verified: true }, { expires_in: '0' });
    expect((await socialLogin('google', expired)).json()).toEqual(invalidToken);
    const negative = googleToken({ email: uniqueEmail(), email_verified: true }, { expires_in: -5 });
    expect((await socialLogin('google', negative)).json()).toEqual(invalidToken);
    const missing = googleToken({ email: uniqueEmail(), email_verified: true }, { expires_in: undefined });
    expect((await socialLogin('google', missing)).json()).toEqual(invalidToken);
  });

  it('refuses a Facebook token issued to another app', async () => {
    const { user } = await insertUser(db);
    const token = facebookToken({ name: 'Mallory', email: user.email }, { app_id: 'another-app-id' });
    const before = calls.length;
    const res = await socialLogin('facebook', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(invalidFacebook);
    expect(calls.slice(before).some((c) => c.startsWith(`${FACEBOOK_GRAPH}/me?`))).toBe(false);
    expect(await db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id))).toHaveLength(0);
  });

  it('refuses a Facebook token debug_token calls invalid, or one of another user than /me', async () => {
    const token = facebookToken({ name: 'Expired', email: uniqueEmail() }, { is_valid: false });
    expect((await socialLogin('facebook', token)).json()).toEqual(invalidFacebook);
    const otherUser = facebookToken({ name: 'Other', email: uniqueEmail() }, { user_id: 'fb-someone-else' });
    expect((await socialLogin('facebook', otherUser)).json()).toEqual(invalidFacebook);
  });

  it('answers status error, not 500, when a provider answers 5xx', async () => {
    const google5xx = await socialLogin('google', 'down');
    expect(google5xx.statusCode).toBe(200);
    expect(google5xx.json()).toEqual(invalidToken);
    const facebook5xx = await socialLogin('facebook', 'down');
    expect(facebook5xx.statusCode).toBe(200);
    expect(facebook5xx.json()).toEqual(invalidFacebook);
  });

  it('gives up on a provider after 5 seconds and answers status error, not 500', async () => {
    const started = Date.now();
    const [login, register] = await Promise.all([
      socialLogin('google', 'hang'),
      socialRegister({ provider: 'facebook', token: 'hang', email: uniqueEmail(), phone: '01712345678' }),
    ]);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThan(15_000);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual(invalidToken);
    expect(register.statusCode).toBe(200);
    expect(register.json()).toEqual(invalidFacebook);
  });

  describe('without the Facebook app secret', () => {
    const noSecret = buildApp({
      config: testConfig({ ...SOCIAL_ENV, FACEBOOK_APP_SECRET: '' }),
      db,
      appKey: TEST_APP_KEY,
      fetch: fakeFetch,
    });
    afterAll(async () => (await noSecret).close());

    it('hides Facebook from the providers and refuses Facebook sign-in', async () => {
      const other = await noSecret;
      const res = await other.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(res.json()).toEqual({
        google: { enabled: true, client_id: GOOGLE_CLIENT_ID },
        facebook: { enabled: false, app_id: null },
      });
      const before = calls.length;
      const login = await other.inject({
        method: 'POST',
        url: `/api/auth/social-login/facebook/${facebookToken({ name: 'X' })}`,
        remoteAddress: nextIp(),
      });
      expect(login.json()).toEqual({ status: 'error', message: 'Sign-in with Facebook is not available.' });
      expect(calls.length).toBe(before);
    });
  });

  it('never logs the Facebook app secret or the access tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const logged = await buildApp({
      config: testConfig(SOCIAL_ENV),
      db,
      appKey: TEST_APP_KEY,
      fetch: fakeFetch,
      logger: {
        level: 'trace',
        stream,
        redact: { paths: REDACT_PATHS, censor: '[redacted]' },
        serializers: LOG_SERIALIZERS,
      },
    });
    try {
      const fbToken = facebookToken({ name: 'Logged', email: uniqueEmail() });
      const gToken = googleToken({ email: uniqueEmail(), email_verified: true });
      for (const [provider, token] of [
        ['facebook', fbToken],
        ['google', gToken],
        ['facebook', 'down'],
        ['google', 'explode'],
      ]) {
        await logged.inject({
          method: 'POST',
          url: `/api/auth/social-login/${provider}/${token}`,
          remoteAddress: nextIp(),
        });
      }
      await logged.inject({
        method: 'POST',
        url: '/api/auth/social-registration',
        payload: { provider: 'facebook', token: fbToken, email: uniqueEmail(), phone: '01712345678' },
        remoteAddress: nextIp(),
      });
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/auth/social-registration'); // logging is on
    expect(log).not.toContain(FACEBOOK_APP_SECRET);
    expect(log).not.toContain('fb-token-');
    expect(log).not.toContain('g-token-');
  });
});

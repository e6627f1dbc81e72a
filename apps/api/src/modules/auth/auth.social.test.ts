import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/helpers';
import { socialAccounts, users } from './auth.tables';
import { insertUser, mailsTo, nextIp, uniqueEmail } from './auth.test-support';

const GOOGLE_USERINFO = 'http://google.test/v1/userinfo';
const FACEBOOK_GRAPH = 'http://graph.test/v19.0';

/** What the fake providers know: access token -> profile. */
const google = new Map<string, Record<string, unknown>>();
const facebook = new Map<string, Record<string, unknown>>();
const calls: string[] = [];

const fakeFetch: typeof fetch = async (input, init) => {
  const url = new URL(String(input));
  calls.push(url.toString());
  if (url.toString() === GOOGLE_USERINFO) {
    const auth = new Headers(init?.headers).get('authorization') ?? '';
    if (auth === 'Bearer explode') throw new TypeError('fetch failed');
    const profile = google.get(auth.replace(/^Bearer /, ''));
    return profile ? Response.json(profile) : Response.json({ error: 'invalid_token' }, { status: 401 });
  }
  if (`${url.origin}${url.pathname}` === `${FACEBOOK_GRAPH}/me`) {
    expect(url.searchParams.get('fields')).toBe('id,name,email,picture');
    const profile = facebook.get(url.searchParams.get('access_token') ?? '');
    return profile ? Response.json(profile) : Response.json({ error: { message: 'Invalid OAuth' } }, { status: 400 });
  }
  throw new Error(`unexpected request ${url}`);
};

let tokenCounter = 0;
function googleToken(profile: Record<string, unknown>) {
  const token = `g-token-${++tokenCounter}`;
  google.set(token, { sub: `sub-${tokenCounter}`, ...profile });
  return token;
}
function facebookToken(profile: Record<string, unknown>) {
  const token = `fb-token-${++tokenCounter}`;
  facebook.set(token, { id: `fb-${tokenCounter}`, ...profile });
  return token;
}

describe('social sign-in', async () => {
  const { app, database } = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: 'google-client-id',
      GOOGLE_USERINFO_URL: GOOGLE_USERINFO,
      FACEBOOK_APP_ID: 'facebook-app-id',
      FACEBOOK_GRAPH_URL: FACEBOOK_GRAPH,
    },
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
});

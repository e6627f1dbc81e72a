import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_APP_KEY, createTestApp } from '../../../test/helpers';
import { sha256 } from '../../lib/ids';
import { sign } from '../../lib/signing';
import { users } from './auth.tables';
import { insertUser, linkIn, mailsTo, nextIp, uniqueEmail } from './auth.test-support';

const valid = () => ({
  name: 'Rahima Akter',
  email: uniqueEmail('rahima'),
  phone: '+8801712345678',
  parent_referral_code: '',
  password: 'strong-pass-1',
  password_confirmation: 'strong-pass-1',
});

describe('registration and e-mail verification', async () => {
  const { app, database, config } = await createTestApp();
  const db = database.db;

  const register = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/register', payload, headers, remoteAddress: nextIp() });
  const userByEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

  it('answers the csrf-cookie call with 204', async () => {
    const res = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('creates an unverified account, gives no token and queues the verification mail', async () => {
    const body = valid();
    const res = await register({ ...body, email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message:
        'Registration successful. We have sent a verification link to your email address; please verify it to log in.',
      need_verification: true,
    });

    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ name: 'Rahima Akter', phone: '01712345678', emailVerifiedAt: null, parentId: null });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.referralCode).toMatch(/^[A-Z2-9]{8}$/);

    const [mail] = await mailsTo(db, body.email);
    expect(mail.subject).toBe('Verify your email address');
    expect(mail.status).toBe('pending');
    expect(mail.text).toContain('নিরোগে আপনাকে স্বাগতম'); // the Bengali version rides along
    const link = linkIn(mail.text, `${config.appUrl}/api/email/verify/${user.id}/${sha256(body.email)}?expires=`);
    expect(link).toMatch(/&signature=[0-9a-f]{64}$/);
    expect(mail.html).toContain(link.replace('&', '&amp;'));
  });

  it('gives every account its own referral code and links the referring user', async () => {
    const { user: parent } = await insertUser(db);
    const body = valid();
    const res = await register({ ...body, parent_referral_code: parent.referralCode.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const child = await userByEmail(body.email);
    expect(child.parentId).toBe(parent.id);
    expect(child.referralCode).not.toBe(parent.referralCode);
  });

  it('refuses an unknown referral code', async () => {
    const res = await register({ ...valid(), parent_referral_code: 'NOPE2345' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The selected referral code is invalid.',
      errors: { parent_referral_code: ['The selected referral code is invalid.'] },
    });
  });

  it('reports every missing field in the Laravel shape', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    const json = res.json();
    expect(Object.keys(json.errors).sort()).toEqual(['email', 'name', 'password', 'password_confirmation', 'phone']);
    expect(json.errors.name).toEqual(['The name field is required.']);
    expect(json.message).toEqual(expect.any(String));
  });

  it('checks phone format, password length and confirmation', async () => {
    const res = await register({ ...valid(), phone: '01212345678', password: 'short', password_confirmation: 'other' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.phone).toEqual(['The phone must be a valid Bangladeshi mobile number (01XXXXXXXXX).']);
    expect(errors.password).toContain('The password must be at least 8 characters.');
    expect(errors.password).toContain('The password confirmation does not match.');
  });

  it('refuses a common password, one made of the name or e-mail, and one character repeated, with the rest', async () => {
    const cases: Array<[string, string]> = [
      ['qwerty123', 'This password is one of the most used and easy to guess. Please choose another one.'],
      ['Rahima-Akter-1', 'The password must not contain your name or your email address.'],
      ['aaaaaaaaaaaa', 'The password must not be one character or a short pattern repeated (like "aaaa" or "abcabc").'],
    ];
    for (const [password, message] of cases) {
      const res = await register({ ...valid(), password, password_confirmation: password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors, password).toEqual({ password: [message] });
    }
    const body = valid();
    const own = await register({ ...body, password: `${body.email}`, password_confirmation: `${body.email}` });
    expect(own.json().errors.password).toEqual(['The password must not contain your name or your email address.']);
    // Reported together with the other errors, in Bengali too.
    const { user } = await insertUser(db);
    const bn = await register(
      { ...valid(), email: user.email, password: 'password1', password_confirmation: 'password1' },
      { 'accept-language': 'bn' },
    );
    expect(Object.keys(bn.json().errors).sort()).toEqual(['email', 'password']);
    expect(bn.json().errors.password[0]).toContain('সবচেয়ে বেশি ব্যবহৃত');
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('refuses an e-mail that is already taken, whatever its case', async () => {
    const { user } = await insertUser(db);
    const res = await register({ ...valid(), email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('answers validation errors in Bengali', async () => {
    const { user } = await insertUser(db);
    const res = await register({ ...valid(), email: user.email }, { 'accept-language': 'bn' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'এই ইমেইল আগেই ব্যবহার করা হয়েছে।',
      errors: { email: ['এই ইমেইল আগেই ব্যবহার করা হয়েছে।'] },
    });
  });

  it('writes the verification mail in the language of the request', async () => {
    const body = valid();
    const res = await register(body, { 'accept-language': 'bn-BD' });
    expect(res.json().message).toContain('নিবন্ধন সফল হয়েছে');
    const [mail] = await mailsTo(db, body.email);
    expect(mail.subject).toBe('আপনার ইমেইল ঠিকানা যাচাই করুন');
    expect(mail.text).toContain('Verify Email Address');
    expect(mail.text).toContain('৬০ মিনিট');
  });

  it("keeps the language of the registration as the user's language, for later mails", async () => {
    const bengali = valid();
    await register(bengali, { 'accept-language': 'bn' });
    expect((await userByEmail(bengali.email)).lang).toBe('bn');
    const english = valid();
    await register(english);
    expect((await userByEmail(english.email)).lang).toBe('en');
  });

  it('rate-limits registration per address', async () => {
    const remoteAddress = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, remoteAddress });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
  });

  describe('verification link', () => {
    const follow = (url: string) => app.inject({ method: 'GET', url: url.replace(config.appUrl, '') });
    const registerAndGetLink = async () => {
      const body = valid();
      await register(body);
      const user = await userByEmail(body.email);
      const [mail] = await mailsTo(db, body.email);
      return { user, link: linkIn(mail.text, `${config.appUrl}/api/email/verify/`) };
    };
    const signedLink = (id: number, email: string, expires: number) => {
      const part = `/api/email/verify/${id}/${sha256(email)}?expires=${expires}`;
      return `${part}&signature=${sign(TEST_APP_KEY, part)}`;
    };

    it('verifies the e-mail, then reports it as already verified', async () => {
      const { user, link } = await registerAndGetLink();
      const first = await follow(link);
      expect(first.statusCode).toBe(302);
      expect(first.headers.location).toBe(`${config.appUrl}/email-verify-success`);
      expect((await userByEmail(user.email)).emailVerifiedAt).toBeInstanceOf(Date);

      const again = await follow(link);
      expect(again.headers.location).toBe(`${config.appUrl}/email-verify-already-success`);
    });

    it('lets a new account log in once the mailed link is followed', async () => {
      const body = valid();
      await register(body);
      const login = () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: body.email, password: body.password },
          remoteAddress: nextIp(),
        });
      expect((await login()).json().verified).toBe(false);
      const [mail] = (await app.inject({ method: 'GET', url: `/dev/mail.json?to=${body.email}` })).json().data;
      await follow(linkIn(mail.text, `${config.appUrl}/api/email/verify/`));
      expect((await login()).json()).toMatchObject({
        verified: true,
        user: { email: body.email, email_verified: true },
      });
    });

    it('fails a tampered link', async () => {
      const { user, link } = await registerAndGetLink();
      const tampered = [
        link.replace(`/verify/${user.id}/`, `/verify/${user.id + 1000}/`),
        link.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`),
        link.replace(/signature=[0-9a-f]{4}/, 'signature=0000'),
        link.replace(/&signature=.*$/, ''),
      ];
      for (const url of tampered) {
        const res = await follow(url);
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(`${config.appUrl}/email-verify-fail`);
      }
      expect((await userByEmail(user.email)).emailVerifiedAt).toBeNull();
    });

    it('fails an expired link', async () => {
      const { user } = await registerAndGetLink();
      const res = await app.inject({
        method: 'GET',
        url: signedLink(user.id, user.email, Math.floor(Date.now() / 1000) - 1),
      });
      expect(res.headers.location).toBe(`${config.appUrl}/email-verify-fail`);
      expect((await userByEmail(user.email)).emailVerifiedAt).toBeNull();
    });

    it('fails a link for an e-mail the account no longer has, and for an unknown account', async () => {
      const { user, link } = await registerAndGetLink();
      await db
        .update(users)
        .set({ email: uniqueEmail('changed') })
        .where(eq(users.id, user.id));
      expect((await follow(link)).headers.location).toBe(`${config.appUrl}/email-verify-fail`);

      const unknown = signedLink(999999, 'ghost@example.com', Math.floor(Date.now() / 1000) + 600);
      expect((await app.inject({ method: 'GET', url: unknown })).headers.location).toBe(
        `${config.appUrl}/email-verify-fail`,
      );
    });
  });

  describe('resend', () => {
    const resend = (email: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/email/resend',
        payload: { email },
        headers,
        remoteAddress: nextIp(),
      });

    it('queues a new link for an unverified account, at most once a minute', async () => {
      const { user } = await insertUser(db, { verified: false });
      const res = await resend(user.email.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: true,
        message: 'If an unverified account exists for that email address, a new verification link has been sent to it.',
      });
      expect(await mailsTo(db, user.email)).toHaveLength(1);
      await resend(user.email);
      expect(await mailsTo(db, user.email)).toHaveLength(1);
    });

    it('answers the same for unknown and verified addresses without sending anything', async () => {
      const { user } = await insertUser(db);
      const known = await resend(user.email, { 'accept-language': 'bn' });
      const unknown = await resend('nobody@example.com', { 'accept-language': 'bn' });
      expect(known.json()).toEqual(unknown.json());
      expect(known.json().message).toContain('যাচাইয়ের লিংক');
      expect(await mailsTo(db, user.email)).toHaveLength(0);
      expect(await mailsTo(db, 'nobody@example.com')).toHaveLength(0);
    });

    it('validates the e-mail', async () => {
      const res = await resend('not-an-email');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual(['The email must be a valid email address.']);
    });
  });
});

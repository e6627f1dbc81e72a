import { desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE, type RoleId } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import type { DbOrTx } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { referralCode } from '../../lib/ids';
import { adminTables } from '../admin';
import { authTables, issueToken } from '../auth';
import { mailTables } from '../mail';
import { contentTables, getSettings, getShippingFees, updateSettings } from './index';

let userCount = 0;
async function createUser(db: DbOrTx, roles: RoleId[] = []) {
  userCount += 1;
  const [user] = await db
    .insert(authTables.users)
    .values({
      name: `Test User ${userCount}`,
      email: `content-user-${userCount}@example.com`,
      referralCode: referralCode(),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: authTables.users.id });
  for (const roleId of roles) await db.insert(authTables.userRoles).values({ userId: user.id, roleId });
  return { id: user.id, token: await issueToken(db, user.id) };
}

const validContact = {
  name: 'Rahima Khatun',
  email: 'rahima@example.com',
  phone: '01712345678',
  subject: 'Delivery to Sylhet',
  message: 'Do you deliver insulin to Sylhet city?\nThank you.',
};

let ipCounter = 0;
/** Each call comes from its own address unless one is given, so the contact rate limit only bites where tested. */
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe('contact', async () => {
  const { app, database, config } = await createTestApp();
  const db = database.db;
  const postContact = (payload: object, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/contact', payload, headers, remoteAddress });
  const outboxCount = async () => (await db.select().from(mailTables.mailOutbox)).length;

  it('stores a guest message, queues a mail to staff and thanks the sender', async () => {
    const res = await postContact(validContact);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Thank you for contacting us. We will get back to you soon.',
      icon: 'success',
    });

    const [stored] = await db
      .select()
      .from(contentTables.contactMessages)
      .orderBy(desc(contentTables.contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject({ ...validContact, userId: null, lang: 'en' });

    const [mail] = await db.select().from(mailTables.mailOutbox).orderBy(desc(mailTables.mailOutbox.id)).limit(1);
    expect(mail.to).toBe(config.staffEmail);
    expect(mail.subject).toBe(`[Nirog contact #${stored.id}] Delivery to Sylhet`);
    expect(mail.text).toContain('Reply to: Rahima Khatun <rahima@example.com>');
    expect(mail.text).toContain('Phone: 01712345678');
    expect(mail.text).toContain('Do you deliver insulin to Sylhet city?');
  });

  it('records the signed-in sender and answers in Bengali', async () => {
    const user = await createUser(db);
    const res = await postContact(validContact, { ...bearer(user.token), 'accept-language': 'bn' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'আমাদের সাথে যোগাযোগ করার জন্য ধন্যবাদ। আমরা শীঘ্রই আপনার সাথে যোগাযোগ করব।',
      icon: 'success',
    });
    const rows = await db
      .select()
      .from(contentTables.contactMessages)
      .where(eq(contentTables.contactMessages.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].lang).toBe('bn');
  });

  it('treats an invalid token as a guest rather than refusing the message', async () => {
    const res = await postContact(validContact, bearer('1|not-a-real-token-at-all-xxxxxx'));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['name', 'নাম দিতে হবে।'],
    ['email', 'ইমেইল দিতে হবে।'],
    ['phone', 'মোবাইল নম্বর দিতে হবে।'],
    ['subject', 'বিষয় দিতে হবে।'],
    ['message', 'বার্তা দিতে হবে।'],
  ])('answers 422 in Bengali when %s is missing, storing and sending nothing', async (field, text) => {
    const messagesBefore = (await db.select().from(contentTables.contactMessages)).length;
    const mailsBefore = await outboxCount();
    const payload: Record<string, string> = { ...validContact };
    delete payload[field];
    const res = await postContact(payload, { 'accept-language': 'bn' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: text, errors: { [field]: [text] } });
    expect((await db.select().from(contentTables.contactMessages)).length).toBe(messagesBefore);
    expect(await outboxCount()).toBe(mailsBefore);
  });

  it('answers 422 for a blank message, a malformed e-mail and a non-Bangladeshi phone', async () => {
    const res = await postContact({ ...validContact, message: '   ', email: 'not-an-email', phone: '12345' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.message).toEqual(['The message field is required.']);
    expect(errors.email).toEqual(['The email must be a valid email address.']);
    expect(errors.phone).toEqual(['The phone must be a valid Bangladeshi mobile number (01XXXXXXXXX).']);
  });

  it('answers 429 once an address has sent 5 messages in a minute', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i += 1) expect((await postContact(validContact, {}, ip)).statusCode).toBe(200);
    const limited = await postContact(validContact, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect((await postContact(validContact, {}, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('settings', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createUser(db, [ROLE.Admin]);
  const doctor = await createUser(db, [ROLE.Doctor]);
  const pharmacist = await createUser(db, [ROLE.Pharmacist]);
  const patient = await createUser(db);
  const put = (payload: object, token?: string, lang = 'en') =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    });

  it('answers the public settings with defaults, money in taka', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      call_to_order_phone: '09610-001122',
      contact_email: 'support@nirog.test',
      shipping_fee_inside_dhaka: 60,
      shipping_fee_outside_dhaka: 120,
      referral_banner: null,
      inr_exchange_rate: 1.45,
    });
    expect(body.contact_address).toContain('Dhaka');
    expect(body.contact_address_bn).toContain('ঢাকা');
    expect(body.referral_text.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(4);
    expect(body.referral_text_bn).toMatch(/রেফারেল/);
    expect(await getShippingFees(db)).toEqual({ insideDhakaPoisha: 6000, outsideDhakaPoisha: 12000 });
  });

  it('lets only admins read and change settings', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
    for (const user of [doctor, pharmacist, patient]) {
      const res = await app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(user.token) });
      expect(res.statusCode).toBe(403);
      expect((await put({ shipping_fee_inside_dhaka: 1 }, user.token)).statusCode).toBe(403);
    }
    expect((await put({ shipping_fee_inside_dhaka: 1 })).statusCode).toBe(401);
    expect((await put({ shipping_fee_inside_dhaka: 1 }, 'garbage')).statusCode).toBe(401);

    const res = await app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      settings: { shipping_fee_inside_dhaka: 60 },
      updated_at: null,
      updated_by: null,
    });
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).json().shipping_fee_inside_dhaka).toBe(60);
  });

  it('validates the changes', async () => {
    const res = await put(
      {
        shipping_fee_inside_dhaka: 6000,
        shipping_fee_outside_dhaka: -1,
        contact_email: 'nope',
        inr_exchange_rate: 0,
        call_to_order_phone: 'call us',
        referral_banner: '../app.key',
        surprise: true,
      },
      admin.token,
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.shipping_fee_inside_dhaka).toEqual([
      'The delivery charge inside Dhaka may not be greater than 5000.',
    ]);
    expect(errors.shipping_fee_outside_dhaka).toEqual(['The delivery charge outside Dhaka must be at least 0.']);
    expect(errors.contact_email).toEqual(['The contact email must be a valid email address.']);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['inr_exchange_rate', 'call_to_order_phone', 'referral_banner', 'surprise']),
    );

    const bn = await put({ shipping_fee_inside_dhaka: 'ষাট' }, admin.token, 'bn');
    expect(bn.statusCode).toBe(422);
    expect(bn.json().errors.shipping_fee_inside_dhaka).toEqual(['ঢাকার ভেতরে ডেলিভারি চার্জ অবশ্যই সংখ্যা হতে হবে।']);
    expect((await getSettings(db)).shipping_fee_inside_dhaka).toBe(60);
  });

  it('stores changes (money as poisha), answers them everywhere and writes an audit entry', async () => {
    const res = await put(
      {
        shipping_fee_inside_dhaka: 75.5,
        inr_exchange_rate: 1.52,
        referral_banner: 'banners/referral.png',
        contact_phone: '01711-223344',
      },
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Settings saved.');
    expect(body.settings).toMatchObject({
      shipping_fee_inside_dhaka: 75.5,
      shipping_fee_outside_dhaka: 120,
      inr_exchange_rate: 1.52,
      referral_banner: 'banners/referral.png',
      contact_phone: '01711-223344',
    });
    expect(body.updated_by).toEqual({ id: admin.id, name: expect.any(String) });
    expect(new Date(body.updated_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const [stored] = await db
      .select()
      .from(contentTables.settings)
      .where(eq(contentTables.settings.key, 'shipping_fee_inside_dhaka'));
    expect(stored).toMatchObject({ value: 7550, updatedBy: admin.id });
    expect(await getShippingFees(db)).toEqual({ insideDhakaPoisha: 7550, outsideDhakaPoisha: 12000 });
    expect((await app.inject({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({
      shipping_fee_inside_dhaka: 75.5,
      inr_exchange_rate: 1.52,
    });

    const audit = await db
      .select()
      .from(adminTables.auditLog)
      .where(inArray(adminTables.auditLog.action, ['settings_updated']));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, subjectType: 'settings' });
    expect(audit[0].details).toMatchObject({ changes: { shipping_fee_inside_dhaka: { from: 60, to: 75.5 } } });

    // Clearing the banner and sending unchanged values writes no new audit entry for the unchanged ones.
    const cleared = await put({ referral_banner: null, shipping_fee_inside_dhaka: 75.5 }, admin.token);
    expect(cleared.json()).toMatchObject({ settings: { referral_banner: null } });
    const latest = await db
      .select()
      .from(adminTables.auditLog)
      .where(eq(adminTables.auditLog.action, 'settings_updated'))
      .orderBy(desc(adminTables.auditLog.id))
      .limit(1);
    expect(Object.keys((latest[0].details as { changes: object }).changes)).toEqual(['referral_banner']);
  });

  it('refuses an invalid patch from a direct service call too', async () => {
    await expect(updateSettings(db, { shipping_fee_outside_dhaka: 99999 }, admin.id)).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('falls back to the default when a stored value has the wrong type', async () => {
    await db
      .insert(contentTables.settings)
      .values({ key: 'shipping_fee_outside_dhaka', value: 'a lot' })
      .onConflictDoUpdate({ target: contentTables.settings.key, set: { value: sql`'"a lot"'::jsonb` } });
    expect((await getSettings(db)).shipping_fee_outside_dhaka).toBe(120);
  });
});

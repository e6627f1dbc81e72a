import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { createMailer } from '../../lib/mailer';
import type { JobKind } from '../jobs';
import { jobsOf, makeJobsDue } from '../../../test/jobs';
import { deliverMail, mailDelivery } from './mail.delivery';
import { enqueueMail } from './mail.outbox';
import { mailOutbox } from './mail.tables';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a random loopback port; `reject` makes it refuse messages with a 451. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { reject: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.reject) {
          const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(err);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const kind = mailDelivery as JobKind<never>;

async function queue(db: Db, to: string, subject = 'Hello') {
  await enqueueMail(db, { to, subject, text: `Body for ${to}: http://nirog.localhost/x?a=1&b=2`, html: '<p>Hi</p>' });
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return row.id;
}
const rowOf = async (db: Db, id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const jobOf = async (db: Db, id: number) => (await jobsOf(db, kind)).find((j) => j.data.mailId === id)!;

describe('mail delivery on the job queue', async () => {
  const smtp = await startSmtp();
  afterAll(() => smtp.close());
  const { app, database } = await createTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Nirog <no-reply@nirog.test>' },
  });
  const db = database.db;

  it('queues the mail with its delivery job, delivers it over SMTP and marks it sent', async () => {
    const id = await queue(db, 'smtp-ok@example.com', 'Your order');
    expect(await jobOf(db, id)).toMatchObject({ state: 'created', retry_limit: 12 });
    expect(await app.jobs.drain()).toBe(1);
    const message = smtp.received.find((m) => m.to.includes('smtp-ok@example.com'));
    expect(message?.raw).toContain('Subject: Your order');
    expect(message?.raw).toContain('From: Nirog <no-reply@nirog.test>');
    expect(await rowOf(db, id)).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null });
    expect((await rowOf(db, id)).sentAt).toBeInstanceOf(Date);
    expect((await jobOf(db, id)).state).toBe('completed');
  });

  it('queues nothing when the action that sends the mail rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'rolled-back@example.com', subject: 'Never', text: 'Never' });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rolled-back@example.com'))).toEqual([]);
    expect((await jobsOf(db, kind)).filter((j) => j.state === 'created')).toEqual([]);
  });

  it('keeps mail pending through an SMTP rejection, backs off, and delivers it on a later attempt', async () => {
    const id = await queue(db, 'smtp-retry@example.com');
    smtp.state.reject = true;
    try {
      await app.jobs.drain();
    } finally {
      smtp.state.reject = false;
    }
    const row = await rowOf(db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('Try again later');
    const job = await jobOf(db, id);
    expect(job).toMatchObject({ state: 'retry', output: { message: expect.stringContaining('Try again later') } });
    // Backed off (15 to 30 s for the first retry): not due yet.
    expect(new Date(job.start_after).getTime() - Date.now()).toBeGreaterThan(10_000);
    expect(await app.jobs.drain()).toBe(0);

    await makeJobsDue(db, kind);
    expect(await app.jobs.drain()).toBe(1);
    expect(await rowOf(db, id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received.filter((m) => m.to.includes('smtp-retry@example.com'))).toHaveLength(1);
  });

  it('records a server that is down as a failed attempt', async () => {
    const down = await startSmtp();
    await down.close();
    const id = await queue(db, 'smtp-down@example.com');
    const mailer = createMailer({ smtpUrl: down.url, from: 'Nirog <no-reply@nirog.test>' });
    try {
      await expect(deliverMail(db, mailer, id, { lastAttempt: false })).rejects.toThrow(/ECONNREFUSED|connect/i);
    } finally {
      mailer.close();
    }
    expect(await rowOf(db, id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await rowOf(db, id)).lastError).toMatch(/ECONNREFUSED|connect/i);
    await app.jobs.drain();
    expect(await rowOf(db, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt: the mail and its job are marked failed', async () => {
    const id = await queue(db, 'smtp-never@example.com');
    await db.execute(sql`UPDATE pgboss.job SET retry_count = retry_limit, started_on = now() - interval '1 hour'
      WHERE name = 'mail-delivery' AND data->>'mailId' = ${String(id)}`);
    smtp.state.reject = true;
    try {
      await app.jobs.drain();
    } finally {
      smtp.state.reject = false;
    }
    expect(await rowOf(db, id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await jobOf(db, id)).toMatchObject({ state: 'failed', output: { message: expect.any(String) } });
  });

  it('never sends a mail twice when its job runs again', async () => {
    const id = await queue(db, 'once@example.com');
    await app.jobs.drain();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Nirog <no-reply@nirog.test>' });
    try {
      await deliverMail(db, mailer, id, { lastAttempt: false });
    } finally {
      mailer.close();
    }
    expect(smtp.received.filter((m) => m.to.includes('once@example.com'))).toHaveLength(1);
    expect(await rowOf(db, id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('dev outbox page', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  await enqueueMail(db, {
    to: 'first@example.com',
    subject: 'First <mail>',
    text: 'Open http://nirog.localhost/a?x=1&y=2',
  });
  await enqueueMail(db, { to: 'second@example.com', subject: 'Second', text: 'Nothing', html: '<p>Second html</p>' });

  it('lists mail newest first as JSON, optionally for one recipient', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((m: { to: string }) => m.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(data[1]).toMatchObject({ subject: 'First <mail>', status: 'pending', attempts: 0, transport: null });
    const one = await app.inject({ method: 'GET', url: '/dev/mail.json?to=FIRST@example.com' });
    expect(one.json().data).toHaveLength(1);
  });

  it('without SMTP_URL delivers into the dev outbox', async () => {
    await app.jobs.drain();
    const { data } = (await app.inject({ method: 'GET', url: '/dev/mail.json?to=first@example.com' })).json();
    expect(data[0]).toMatchObject({ status: 'sent', transport: 'dev-outbox', attempts: 1 });
  });

  it('shows an HTML page with escaped text and clickable links', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('First &lt;mail&gt;');
    expect(res.body).toContain('<a href="http://nirog.localhost/a?x=1&amp;y=2">');
    expect(res.body.indexOf('Second')).toBeLessThan(res.body.indexOf('First'));
    const [second] = (await app.inject({ method: 'GET', url: '/dev/mail.json?to=second@example.com' })).json().data;
    const html = await app.inject({ method: 'GET', url: `/dev/mail/${second.id}/html` });
    expect(html.body).toBe('<p>Second html</p>');
  });

  it('answers only the machine itself: another address, or a request through a proxy, gets 404', async () => {
    const urls = ['/dev/mail', '/dev/mail.json', '/dev/mail/1/html', '/dev/mail.json?limit=abc'];
    for (const url of urls) {
      for (const request of [
        { remoteAddress: '192.168.1.20' },
        { remoteAddress: '::ffff:10.0.0.7' },
        { remoteAddress: '2001:db8::1' },
        // A reverse proxy on the same machine connects from loopback on behalf of anyone.
        { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      ]) {
        const res = await app.inject({ method: 'GET', url, ...request });
        expect(res.statusCode, `${url} from ${JSON.stringify(request)}`).toBe(404);
        expect(res.body).not.toContain('first@example.com');
      }
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress })).statusCode).toBe(200);
    }
  });
});

describe('dev outbox in production', async () => {
  const { app } = await createTestApp({
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL: 'https://staging.nirog.example',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    },
  });

  it('does not exist', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json', '/dev/mail/1/html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
  });
});

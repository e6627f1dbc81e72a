import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../test/helpers';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { enqueueMail } from './mail.outbox';
import { mailOutbox } from './mail.tables';
import { MAX_ATTEMPTS, deliverDueMail, startMailWorker } from './mail.worker';

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

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function queue(db: Db, to: string, subject = 'Hello') {
  await enqueueMail(db, { to, subject, text: `Body for ${to}: http://nirog.localhost/x?a=1&b=2`, html: '<p>Hi</p>' });
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return row.id;
}
const rowOf = async (db: Db, id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const makeDue = (db: Db, id: number) =>
  db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.id, id));

describe('mail outbox delivery', async () => {
  const { database } = await createTestApp();
  const db = database.db;
  const smtp = await startSmtp();
  afterAll(() => smtp.close());
  const smtpConfig = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Nirog <no-reply@nirog.test>' });

  it('delivers due mail over SMTP and marks it sent', async () => {
    const id = await queue(db, 'smtp-ok@example.com', 'Your order');
    const result = await deliverDueMail({ db, config: smtpConfig, log: quietLog });
    expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const message = smtp.received.find((m) => m.to.includes('smtp-ok@example.com'));
    expect(message?.raw).toContain('Subject: Your order');
    expect(message?.raw).toContain('From: Nirog <no-reply@nirog.test>');
    expect(await rowOf(db, id)).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null });
    expect((await rowOf(db, id)).sentAt).toBeInstanceOf(Date);
  });

  it('keeps mail pending through an SMTP rejection and delivers it on a later attempt', async () => {
    const id = await queue(db, 'smtp-retry@example.com');
    smtp.state.reject = true;
    const failed = await deliverDueMail({ db, config: smtpConfig, log: quietLog });
    expect(failed).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const row = await rowOf(db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('Try again later');
    // Backed off by 30 s: not due on the next tick.
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(20_000);
    expect(await deliverDueMail({ db, config: smtpConfig, log: quietLog })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });

    smtp.state.reject = false;
    await makeDue(db, id);
    expect(await deliverDueMail({ db, config: smtpConfig, log: quietLog })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(await rowOf(db, id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(smtp.received.some((m) => m.to.includes('smtp-retry@example.com'))).toBe(true);
  });

  it('survives an SMTP server that is down', async () => {
    const down = await startSmtp();
    await down.close();
    const id = await queue(db, 'smtp-down@example.com');
    const result = await deliverDueMail({ db, config: testConfig({ SMTP_URL: down.url }), log: quietLog });
    expect(result).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const row = await rowOf(db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);

    await makeDue(db, id);
    await deliverDueMail({ db, config: smtpConfig, log: quietLog });
    expect(await rowOf(db, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt', async () => {
    const id = await queue(db, 'smtp-never@example.com');
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    smtp.state.reject = true;
    try {
      expect(await deliverDueMail({ db, config: smtpConfig, log: quietLog })).toEqual({
        sent: 0,
        retrying: 0,
        failed: 1,
      });
    } finally {
      smtp.state.reject = false;
    }
    expect(await rowOf(db, id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('without SMTP_URL keeps mail in the dev outbox', async () => {
    const id = await queue(db, 'dev-outbox@example.com');
    expect(await deliverDueMail({ db, config: testConfig(), log: quietLog })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(await rowOf(db, id)).toMatchObject({ status: 'sent', transport: 'dev-outbox' });
  });

  it('sends each mail once when two workers run at the same time', async () => {
    const recipients = Array.from({ length: 25 }, (_, i) => `parallel-${i}@example.com`);
    for (const to of recipients) await queue(db, to);
    const sent: string[] = [];
    const slowMailer: Mailer = {
      transport: 'smtp',
      send: async (m) => {
        sent.push(m.to);
        await new Promise((r) => setTimeout(r, 2));
      },
      close: () => undefined,
    };
    const [a, b] = await Promise.all([
      deliverDueMail({ db, mailer: slowMailer, log: quietLog }),
      deliverDueMail({ db, mailer: slowMailer, log: quietLog }),
    ]);
    expect(a.sent + b.sent).toBe(25);
    expect([...sent].sort()).toEqual([...recipients].sort());
  });

  it('runs as a polling worker that can be poked and stopped', async () => {
    const worker = startMailWorker({ db, config: smtpConfig, log: quietLog, intervalMs: 60_000 });
    try {
      const id = await queue(db, 'worker@example.com');
      worker.poke();
      const deadline = Date.now() + 10_000;
      while ((await rowOf(db, id)).status !== 'sent' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect((await rowOf(db, id)).status).toBe('sent');
    } finally {
      await worker.stop();
    }
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
});

describe('dev outbox in production', async () => {
  const { app } = await createTestApp({ env: { NODE_ENV: 'production' } });

  it('does not exist', async () => {
    for (const url of ['/dev/mail', '/dev/mail.json', '/dev/mail/1/html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
  });
});

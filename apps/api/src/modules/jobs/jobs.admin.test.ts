import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE, type AdminJobsResponse } from '@nirog/contracts';
import { bearer, createTestApp } from '../../../test/helpers';
import { jobsOf } from '../../../test/jobs';
import { createTestUser } from '../../../test/users';
import { adminTables } from '../admin';
import { enqueueMail, mailDelivery } from '../mail';
import type { JobKind } from './jobs.kinds';

const mail = mailDelivery as JobKind<never>;

describe('background jobs in the back office', async () => {
  const { app, database } = await createTestApp();
  const db = database.db;
  const admin = await createTestUser(db, [ROLE.Admin]);
  const pharmacist = await createTestUser(db, [ROLE.Pharmacist]);
  const patient = await createTestUser(db);
  const get = (url: string, token = admin.token, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
  const retry = (id: string, token = admin.token, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: { ...bearer(token), ...headers } });

  /** Three mails: one waiting, one failed after its last attempt, one retrying after three failures. */
  const ids = await (async () => {
    for (const to of ['waiting@example.com', 'failed@example.com', 'retrying@example.com']) {
      await enqueueMail(db, { to, subject: 'Hello', text: 'Hello' });
    }
    const [waiting, failed, retrying] = await jobsOf(db, mail);
    await db.execute(sql`UPDATE pgboss.job SET state = 'failed', retry_count = 12, started_on = now() - interval '1 minute',
        completed_on = now(), output = '{"message":"551 mailbox unavailable"}'::jsonb WHERE id = ${failed.id}::uuid`);
    await db.execute(sql`UPDATE pgboss.job SET state = 'retry', retry_count = 2, started_on = now() - interval '1 minute',
        start_after = now() + interval '2 minutes', output = '{"message":"451 try again later"}'::jsonb
      WHERE id = ${retrying.id}::uuid`);
    return { waiting: waiting.id, failed: failed.id, retrying: retrying.id };
  })();

  it('answers 401 without a token and 403 to staff other than Admin', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/jobs' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `/api/admin/jobs/${ids.failed}/retry` })).statusCode).toBe(401);
    for (const who of [pharmacist, patient]) {
      expect((await get('/api/admin/jobs', who.token)).statusCode).toBe(403);
      expect((await retry(ids.failed, who.token)).statusCode).toBe(403);
    }
  });

  it('lists jobs with their status, attempts and last error, and counts each status', async () => {
    const res = await get('/api/admin/jobs');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AdminJobsResponse;
    expect(body).toMatchObject({ current_page: 1, per_page: 20, total: 3 });
    expect(body.counts).toEqual({ queued: 1, retrying: 1, running: 0, failed: 1, completed: 0, cancelled: 0 });
    const byId = Object.fromEntries(body.data.map((j) => [j.id, j]));
    expect(byId[ids.waiting]).toMatchObject({
      kind: 'mail-delivery',
      status: 'queued',
      attempts: 0,
      max_attempts: 13,
      last_error: null,
      started_at: null,
    });
    expect(byId[ids.failed]).toMatchObject({ status: 'failed', attempts: 13, last_error: '551 mailbox unavailable' });
    expect(byId[ids.retrying]).toMatchObject({ status: 'retrying', attempts: 3, last_error: '451 try again later' });

    const failed = (await get('/api/admin/jobs?status=failed')).json() as AdminJobsResponse;
    expect(failed.data.map((j) => j.id)).toEqual([ids.failed]);
    expect(failed.total).toBe(1);
    expect((await get('/api/admin/jobs?status=sleeping')).statusCode).toBe(422);
    expect((await get('/api/admin/jobs?page=0')).statusCode).toBe(422);
    expect(((await get('/api/admin/jobs?page=9')).json() as AdminJobsResponse).data).toEqual([]);
  });

  it('reports the queue as degraded on /api/health while jobs fail repeatedly', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'degraded',
      queue: { failed_last_hour: 1, retrying_after_3_failures: 1 },
    });
  });

  it('lets an Admin run a failed job again, audited; anything else is refused', async () => {
    const res = await retry(ids.failed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The job will run again shortly.',
      data: { id: ids.failed, status: 'retrying', max_attempts: 14 },
    });
    expect((await jobsOf(db, mail)).find((j) => j.id === ids.failed)).toMatchObject({
      state: 'retry',
      retry_limit: 13,
    });
    const audit = await db
      .select()
      .from(adminTables.auditLog)
      .where(and(eq(adminTables.auditLog.action, 'job_retried'), eq(adminTables.auditLog.actorId, admin.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ job_id: ids.failed, kind: 'mail-delivery' });

    // It runs: the mail goes to the dev outbox this time.
    await app.jobs.drain();
    expect((await jobsOf(db, mail)).find((j) => j.id === ids.failed)?.state).toBe('completed');

    const again = await retry(ids.waiting, admin.token, { 'accept-language': 'bn' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: 'শুধু ব্যর্থ কাজই আবার চালানো যায়।' });
    const unknown = await retry('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Job not found.' });
    expect((await retry('not-a-uuid')).statusCode).toBe(422);
  });
});

describe('health of a quiet queue', async () => {
  const { app } = await createTestApp();

  it('answers { status: ok }', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LOG_SERIALIZERS, REDACT_PATHS, buildApp } from '../../app';
import { openTestDatabase } from '../../../test/databases';
import { TEST_APP_KEY, testConfig } from '../../../test/helpers';

describe('auth request logs', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig({ GOOGLE_CLIENT_ID: 'client' }),
    db: database.db,
    appKey: TEST_APP_KEY,
    logger: {
      level: 'info',
      stream,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: LOG_SERIALIZERS,
    },
    fetch: (async () => Response.json({}, { status: 401 })) as typeof fetch,
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('never contain a social access token or a password', async () => {
    await app.inject({ method: 'POST', url: '/api/auth/social-login/google/SECRET-ACCESS-TOKEN' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.test', password: 'SECRET-PASS' },
    });
    await app.inject({ method: 'POST', url: '/api/auth/reset-password?token=SECRET-RESET&email=a@b.test' });
    const log = lines.join('');
    expect(log).toContain('/api/auth/login'); // logging is on
    expect(log).toContain('/api/auth/reset-password');
    expect(log).not.toContain('SECRET-RESET');
    expect(log).not.toContain('SECRET-ACCESS-TOKEN');
    expect(log).not.toContain('SECRET-PASS');
  });

  it('log a failed query by its code and message, never its parameters (the new password hash)', async () => {
    // The database refuses this name as it refused a NUL byte before validation did: the insert fails
    // with the argon2 hash among its parameters.
    await database.db.execute(sql`ALTER TABLE users ADD CONSTRAINT test_refused_name CHECK (name <> 'Refused Name')`);
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Refused Name',
        email: 'refused@example.com',
        phone: '+8801712345678',
        password: 'strong-pass-1',
        password_confirmation: 'strong-pass-1',
      },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('test_refused_name'); // PostgreSQL's message is kept
    expect(log).toContain('23514');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('refused@example.com');
    expect(log).not.toContain('params');
    expect(log).not.toMatch(/insert into/i);
  });
});

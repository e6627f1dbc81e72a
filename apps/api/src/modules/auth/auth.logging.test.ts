import { Writable } from 'node:stream';
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
});

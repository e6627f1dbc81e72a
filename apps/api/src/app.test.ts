import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';

describe('app foundation', async () => {
  const { app } = await createTestApp();

  it('answers health once the database is reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404 in the requested language', async () => {
    const en = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Not Found' });
    const bn = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-language': 'bn-BD,bn;q=0.9' } });
    expect(bn.json()).toEqual({ message: 'খুঁজে পাওয়া যায়নি' });
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('answers malformed JSON with 400 and a message, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});

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
    const bn = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'bn-BD,bn;q=0.9' },
    });
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

describe('public storage and web fallback', async () => {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const path = await import('node:path');
  const os = await import('node:os');
  const dataDir = path.join(os.tmpdir(), `nirog-app-test-${process.pid}`);
  const webDist = path.join(dataDir, 'web');
  mkdirSync(path.join(dataDir, 'storage/public/specialists'), { recursive: true });
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(dataDir, 'storage/public/specialists/test.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Nirog</title>');
  const { app } = await createTestApp({ env: { DATA_DIR: dataDir, WEB_DIST: webDist } });

  it('serves public files under /storage', async () => {
    const res = await app.inject({ method: 'GET', url: '/storage/specialists/test.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await app.inject({ method: 'GET', url: '/storage/../app.key' })).statusCode).toBe(404);
  });

  it('answers deep links with the web app and API paths with JSON', async () => {
    const page = await app.inject({ method: 'GET', url: '/profile/my-order?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Nirog</title>');
    expect((await app.inject({ method: 'GET', url: '/api/unknown' })).json()).toEqual({ message: 'Not Found' });
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

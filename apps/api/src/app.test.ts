import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { trustProxyOption } from './app';
import { loadConfig } from './config';

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
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((await app.inject({ method: 'GET', url: '/storage/../app.key' })).statusCode).toBe(404);
  });

  it('answers deep links with the web app and API paths with JSON', async () => {
    const page = await app.inject({ method: 'GET', url: '/profile/my-order?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Nirog</title>');
    expect((await app.inject({ method: 'GET', url: '/api/unknown' })).json()).toEqual({ message: 'Not Found' });
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/product/napa-500' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });

  it('answers a path that is not one of the app pages with the app (its not-found page) and HTTP 404', async () => {
    for (const url of ['/no-such-page', '/product', '/shop/extra/parts', '/profile/unknown?x=1']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Nirog</title>');
    }
  });
});

/** A production app behind one proxy (TRUST_PROXY=1) on a staging site (sandbox allowed). */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  APP_URL: 'https://staging.nirog.example',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  TRUST_PROXY: '1',
};

describe('production behind a proxy', async () => {
  const { app } = await createTestApp({ env: PRODUCTION_ENV });

  it('sends Strict-Transport-Security only over HTTPS', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('hides the OpenAPI page unless API_DOCS asks', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
  });
});

describe('production without a trusted proxy', async () => {
  const { app } = await createTestApp({ env: { ...PRODUCTION_ENV, TRUST_PROXY: 'false', API_DOCS: 'true' } });

  it('ignores X-Forwarded-Proto from a client it does not trust', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the OpenAPI page when API_DOCS=true', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  /** The client address and protocol a bare Fastify resolves with TRUST_PROXY as the app passes it on. */
  async function resolved(trust: string, request: { remoteAddress: string; xff: string }) {
    const app = Fastify({ trustProxy: trustProxyOption(loadConfig({ TRUST_PROXY: trust }).trustProxy) });
    app.get('/', async (req) => ({ ip: req.ip, protocol: req.protocol }));
    const res = await app.inject({
      url: '/',
      remoteAddress: request.remoteAddress,
      headers: { 'x-forwarded-for': request.xff, 'x-forwarded-proto': 'https' },
    });
    await app.close();
    return res.json();
  }

  it('with a hop count takes the address the nearest proxies saw, not what the client wrote', async () => {
    const viaOne = { remoteAddress: '10.0.0.2', xff: '6.6.6.6, 198.51.100.7' };
    expect(await resolved('1', viaOne)).toEqual({ ip: '198.51.100.7', protocol: 'https' });
    expect(await resolved('2', { remoteAddress: '10.0.0.2', xff: '6.6.6.6, 198.51.100.7, 10.0.0.9' })).toEqual({
      ip: '198.51.100.7',
      protocol: 'https',
    });
    expect(await resolved('false', viaOne)).toEqual({ ip: '10.0.0.2', protocol: 'http' });
  });

  it('with proxy addresses trusts the header only from them', async () => {
    const fromProxy = { remoteAddress: '10.1.2.3', xff: '6.6.6.6, 198.51.100.7' };
    expect(await resolved('10.0.0.0/8', fromProxy)).toEqual({ ip: '198.51.100.7', protocol: 'https' });
    const direct = { remoteAddress: '203.0.113.5', xff: '6.6.6.6' };
    expect(await resolved('10.0.0.0/8', direct)).toEqual({ ip: '203.0.113.5', protocol: 'http' });
  });
});

describe('compression and caching of the web app', async () => {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  const path = await import('node:path');
  const os = await import('node:os');
  const { brotliCompressSync, gzipSync, brotliDecompressSync, gunzipSync } = await import('node:zlib');
  const dataDir = path.join(os.tmpdir(), `nirog-compress-test-${process.pid}`);
  const webDist = path.join(dataDir, 'web');
  const script = `console.log(${JSON.stringify('nirog '.repeat(400))});`;
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Nirog</title>');
  writeFileSync(path.join(webDist, 'assets/index-abc123.js'), script);
  // Marked copies: the test can tell the prebuilt file from one compressed on the fly.
  writeFileSync(path.join(webDist, 'assets/index-abc123.js.br'), brotliCompressSync(`${script}//br`));
  writeFileSync(path.join(webDist, 'assets/index-abc123.js.gz'), gzipSync(`${script}//gz`));
  const { app } = await createTestApp({ env: { DATA_DIR: dataDir, WEB_DIST: webDist } });
  const asset = (acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the prebuilt brotli or gzip file to a browser that accepts it, with Vary', async () => {
    const br = await asset('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}//br`);

    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${script}//gz`);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year and revalidates index.html', async () => {
    expect((await asset('br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await asset()).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/shop' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Nirog</title>');
  });

  it('compresses JSON answers of 1 kB or more, and leaves small ones alone', async () => {
    const big = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).paths['/api/health']).toBeDefined();
    const gz = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});

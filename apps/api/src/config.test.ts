import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, assertCompiledInProduction, loadConfig } from './config';
import { ensureAppKey } from './lib/app-key';

/** The least a production start needs: a named interface and (a staging site) the sandbox gateway allowed. */
const STAGING = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  APP_URL: 'https://staging.nirog.example',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
};

describe('configuration', () => {
  it('logs each request in development and only warnings in production unless LOG_LEVEL says', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig(STAGING).logLevel).toBe('warn');
    expect(loadConfig({ ...STAGING, LOG_LEVEL: 'info' }).logLevel).toBe('info');
  });

  it('refuses to run TypeScript sources in production (the compiled dist/server.js runs there)', () => {
    const production = loadConfig(STAGING);
    expect(() => assertCompiledInProduction(production, 'file:///srv/nirog/apps/api/src/server.ts')).toThrow(
      ConfigError,
    );
    expect(() => assertCompiledInProduction(production, 'file:///srv/nirog/apps/api/dist/server.js')).not.toThrow();
    expect(() => assertCompiledInProduction(loadConfig({}), 'file:///srv/nirog/apps/api/src/server.ts')).not.toThrow();
  });

  it('reads the ICE servers of calls and refuses TURN without its secret or URLs of another scheme', () => {
    expect(loadConfig({}).ice).toEqual({ servers: [], stunUrls: [], turn: null });
    const ice = loadConfig({
      ICE_SERVERS: '[{"urls":["stun:a.test:3478"]},{"urls":"turn:b.test","username":"u","credential":"c"}]',
      STUN_URLS: 'stun:turn.nirog.test:3478, stuns:turn.nirog.test:5349',
      TURN_URLS: 'turn:turn.nirog.test:3478?transport=udp,turns:turn.nirog.test:5349',
      TURN_SECRET: 'a-long-shared-secret',
    }).ice;
    expect(ice.servers).toHaveLength(2);
    expect(ice.stunUrls).toEqual(['stun:turn.nirog.test:3478', 'stuns:turn.nirog.test:5349']);
    expect(ice.turn).toEqual({
      urls: ['turn:turn.nirog.test:3478?transport=udp', 'turns:turn.nirog.test:5349'],
      secret: 'a-long-shared-secret',
      ttlSeconds: 7200,
    });
    const refused = (env: Record<string, string>, message: RegExp) =>
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
    refused({ TURN_URLS: 'turn:turn.nirog.test' }, /TURN_URLS: needs TURN_SECRET/);
    refused({ TURN_SECRET: 'a-long-shared-secret' }, /TURN_SECRET: set without TURN_URLS/);
    refused({ TURN_SECRET: 'short', TURN_URLS: 'turn:x' }, /TURN_SECRET: must be at least 16/);
    refused({ STUN_URLS: 'http://stun.test' }, /STUN_URLS: not stun:\/stuns: URLs: "http:\/\/stun.test"/);
    refused({ TURN_URLS: 'stun:x', TURN_SECRET: 'a-long-shared-secret' }, /TURN_URLS: not turn/);
    refused({ ICE_SERVERS: '{"urls":' }, /ICE_SERVERS: not JSON/);
    refused({ ICE_SERVERS: '[{"url":"stun:x"}]' }, /ICE_SERVERS: must be a JSON array/);
    refused({ TURN_TTL_SECONDS: '10' }, /TURN_TTL_SECONDS/);
  });

  it('reads how long a call rings before it is missed (45 s unless set)', () => {
    expect(loadConfig({}).callRingSeconds).toBe(45);
    expect(loadConfig({ CALL_RING_SECONDS: '4' }).callRingSeconds).toBe(4);
    for (const bad of ['0', '2', '601', 'soon'])
      expect(() => loadConfig({ CALL_RING_SECONDS: bad }), bad).toThrow(/CALL_RING_SECONDS/);
  });

  it('has defaults that run on a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('derives APP_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://nirog.example/' }).appUrl).toBe('https://nirog.example');
  });

  it('fails fast listing every wrong variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SEED_DEMO');
  });

  it('reads booleans the usual ways', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'yes' }).seedDemo).toBe(true);
  });

  it('generates an app key into DATA_DIR once and reuses it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nirog-key-'));
    const first = ensureAppKey(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(ensureAppKey(dir)).toBe(first);
    expect(readFileSync(path.join(dir, 'app.key'), 'utf8')).toBe(first);
    expect(ensureAppKey(dir, 'configured-key-configured-key-12345')).toBe('configured-key-configured-key-12345');
  });

  it('listens on localhost by default and needs HOST named in production', () => {
    expect(loadConfig({}).host).toBe('localhost');
    const production = {
      NODE_ENV: 'production',
      APP_URL: 'https://nirog.example',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    };
    expect(() => loadConfig(production)).toThrow(/HOST: required in production/);
    expect(loadConfig({ ...production, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('needs APP_URL named in production, saying what is made from it', () => {
    const production = { NODE_ENV: 'production', HOST: '127.0.0.1', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' };
    expect(() => loadConfig(production)).toThrow(/APP_URL: required in production[\s\S]*payment gateway/);
    expect(loadConfig({ ...production, APP_URL: 'https://nirog.example/' }).appUrl).toBe('https://nirog.example');
  });

  it('refuses the sandbox gateway in production unless a staging site asks for it, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', APP_URL: 'https://nirog.example' })).toThrow(
      /sandbox gateway marks orders paid without taking any money[\s\S]*PAYMENT_SANDBOX_IN_PRODUCTION=true/,
    );
    const staging = loadConfig(STAGING);
    expect(staging.payments.gateway).toBe('sandbox');
    const live = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      APP_URL: 'https://nirog.example',
      PAYMENT_GATEWAY: 'sslcommerz',
      SSLCOMMERZ_STORE_ID: 'store',
      SSLCOMMERZ_STORE_PASSWORD: 'secret',
    });
    expect(live.payments.gateway).toBe('sslcommerz');
    expect(loadConfig({ NODE_ENV: 'development' }).payments.gateway).toBe('sandbox');
  });

  it('takes TRUST_PROXY as a hop count or proxy addresses, and refuses true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: "true" would trust an X-Forwarded-For/);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: not a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/"proxy.example"/);
  });

  it('serves the OpenAPI page outside production, and in production only when API_DOCS asks', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(STAGING).apiDocs).toBe(false);
    expect(loadConfig({ ...STAGING, API_DOCS: 'true' }).apiDocs).toBe(true);
  });
});

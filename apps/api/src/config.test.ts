import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { ensureAppKey } from './lib/app-key';

describe('configuration', () => {
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
});

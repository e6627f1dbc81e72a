import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomToken } from './ids';

/** Returns the configured key, or the one generated into DATA_DIR on first start. */
export function ensureAppKey(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'app.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomToken(48);
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes a generated file under public storage, leaving it untouched when the content is the same. */
export function writePublicFile(storageDir: string, relativePath: string, content: string | Buffer): void {
  const target = path.join(storageDir, relativePath);
  const resolved = path.resolve(target);
  if (!resolved.startsWith(path.resolve(storageDir) + path.sep)) throw new Error(`outside storage: ${relativePath}`);
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  let current: Buffer | undefined;
  try {
    current = readFileSync(resolved);
  } catch {
    current = undefined;
  }
  if (current?.equals(bytes)) return;
  mkdirSync(path.dirname(resolved), { recursive: true });
  writeFileSync(resolved, bytes);
}

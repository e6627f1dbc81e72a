import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from './ids';

/**
 * Files under a storage root (public or private, see storage-paths.ts). Names are random and never
 * taken from the client; paths handed back are relative to the root (`products/Zx3...webp`).
 */
export async function saveFile(root: string, folder: string, data: Buffer, extension: string): Promise<string> {
  const relative = `${folder}/${randomToken(18)}.${extension}`;
  const target = resolveInside(root, relative);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data, { flag: 'wx' });
  return relative;
}

/** Removes a stored file; a missing file is not an error. */
export async function removeFile(root: string, relative: string | null | undefined): Promise<void> {
  if (!relative) return;
  await rm(resolveInside(root, relative), { force: true });
}

/** The absolute path of a stored file; refuses anything that would leave the root. */
export function resolveInside(root: string, relative: string): string {
  const base = path.resolve(root);
  const target = path.resolve(base, relative);
  if (!target.startsWith(base + path.sep)) throw new Error(`Path escapes the storage root: ${relative}`);
  return target;
}

import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../db/client';
import { removeFile, resolveInside } from './file-store';

/**
 * A module that keeps private files in a folder of the private storage root says which of them its
 * rows still name. A folder without an owner is never swept.
 */
export interface PrivateFolderOwner {
  /** Folder under the private root, e.g. `prescriptions`. */
  folder: string;
  /** Of these paths (relative to the root, `prescriptions/Zx3.webp`), the ones a row still names. */
  referenced(db: DbOrTx, paths: string[]): Promise<Set<string>>;
}

/**
 * Files younger than this are never removed: a file is written before the row that names it commits
 * (an upload in progress), so only a file older than any transaction can be an orphan.
 */
export const SWEEP_GRACE_MS = 24 * 3_600_000;
const CHUNK = 500;

export interface SweepResult {
  checked: number;
  removed: number;
}

/**
 * Removes the private files no row names any more (the pictures of a prescription whose account was
 * deleted), folder by folder, asking each owner in chunks. Only files older than `graceMs` are
 * considered.
 */
export async function sweepPrivateFiles(
  db: DbOrTx,
  root: string,
  owners: PrivateFolderOwner[],
  options: { graceMs?: number; now?: number } = {},
): Promise<SweepResult> {
  const cutoff = (options.now ?? Date.now()) - (options.graceMs ?? SWEEP_GRACE_MS);
  const result: SweepResult = { checked: 0, removed: 0 };
  for (const owner of owners) {
    let entries;
    try {
      entries = await readdir(resolveInside(root, owner.folder), { withFileTypes: true });
    } catch (err) {
      if ((err as { code?: string }).code === 'ENOENT') continue;
      throw err;
    }
    const old: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const relative = `${owner.folder}/${entry.name}`;
      const { mtimeMs } = await stat(path.join(resolveInside(root, owner.folder), entry.name));
      if (mtimeMs < cutoff) old.push(relative);
    }
    result.checked += old.length;
    for (let i = 0; i < old.length; i += CHUNK) {
      const chunk = old.slice(i, i + CHUNK);
      const kept = await owner.referenced(db, chunk);
      for (const relative of chunk) {
        if (kept.has(relative)) continue;
        await removeFile(root, relative);
        result.removed += 1;
      }
    }
  }
  return result;
}

import { inArray, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { removeFile, saveFile } from './file-store';
import { privateFileAddress, signPrivateFile, verifyPrivateFile, type PrivateFileSigner } from './private-file-links';
import type { PrivateFolderOwner } from './private-file-sweep';

/**
 * The one private-file mechanism (DESIGN.md section 4). Every kind of private file (prescription
 * pictures, provider documents, ...) registers here once: its folder under the private storage root,
 * the address its files are served at, its variants, where a file lives and which of its files rows
 * still name (for the nightly sweep). Who may see a file is decided where its addresses are handed
 * out (the owner's own answers and the back office); the served address is signed and short-lived,
 * so the file route itself needs no bearer token and answers a uniform 404 for anything wrong.
 */
export interface PrivateFileKind<V extends string = string> extends PrivateFolderOwner {
  /** Name inside the signature, so one kind's address never opens another kind's file. */
  kind: string;
  /** Address prefix: files are served at `${route}/:id/:variant`. */
  route: string;
  variants: readonly V[];
  /** The stored file (relative to the private root) of one variant, or null when there is none. */
  locate(db: DbOrTx, id: number, variant: V): Promise<string | null>;
}

/**
 * The `referenced` check of a folder whose files rows name in path columns of one table: of `paths`,
 * the ones any of `columns` holds (an empty column never names a file).
 */
export async function pathsNamedIn(
  db: DbOrTx,
  table: PgTable,
  columns: PgColumn[],
  paths: string[],
): Promise<Set<string>> {
  if (!paths.length) return new Set();
  const selection = Object.fromEntries(columns.map((column, i) => [`path${i}`, column]));
  const rows: Record<string, unknown>[] = await db
    .select(selection)
    .from(table)
    .where(or(...columns.map((column) => inArray(column, paths))));
  const asked = new Set(paths);
  return new Set(
    rows.flatMap((row) => Object.values(row)).filter((p): p is string => typeof p === 'string' && asked.has(p)),
  );
}

/** Signed addresses of every variant of one file, for someone allowed to see it. */
export function privateFileAddresses<V extends string>(
  signer: PrivateFileSigner,
  kind: PrivateFileKind<V>,
  id: number,
  now = Date.now(),
): Record<V, string> {
  const out = {} as Record<V, string>;
  for (const variant of kind.variants) {
    out[variant] = privateFileAddress(
      `${kind.route}/${id}/${variant}`,
      signPrivateFile(signer, { kind: kind.kind, id, variant }, now),
    );
  }
  return out;
}

/** Seconds left on an address, or null when it is not a valid one for this kind. */
export function checkPrivateFileAddress(
  appKey: string,
  kind: PrivateFileKind,
  id: number,
  variant: string,
  query: { expires?: unknown; signature?: unknown },
): number | null {
  if (!kind.variants.includes(variant)) return null;
  return verifyPrivateFile(appKey, { kind: kind.kind, id, variant }, query);
}

/**
 * Writes already encoded files into a kind's folder under random names (never the client's); when
 * one write fails, removes the ones already written. Returns the relative paths in order.
 */
export async function savePrivateFiles(privateRoot: string, folder: string, files: Buffer[], extension = 'webp') {
  const written: string[] = [];
  try {
    for (const data of files) written.push(await saveFile(privateRoot, folder, data, extension));
    return written;
  } catch (err) {
    await removePrivateFiles(privateRoot, written);
    throw err;
  }
}

export async function removePrivateFiles(privateRoot: string, paths: Array<string | null | undefined>): Promise<void> {
  await Promise.all(paths.map((relative) => removeFile(privateRoot, relative)));
}

import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { CatalogImport, CatalogImportStatus, CatalogImportsResponse, Language } from '@nirog/contracts';
import type { DbOrTx } from '../../../db/client';
import { fieldError, notFound } from '../../../lib/errors';
import {
  privateFileAddress,
  signPrivateFile,
  verifyPrivateFile,
  type PrivateFileSigner,
} from '../../../lib/private-file-links';
import { saveFile } from '../../../lib/file-store';
import type { PrivateFolderOwner } from '../../../lib/private-file-sweep';
import { pathsNamedIn } from '../../../lib/private-files';
import { isMessageKey, translate } from '../../../lib/i18n';
import { PAGE_SIZE, pageWindow, paginated } from '../../../lib/pagination';
import { authTables } from '../../auth';
import { enqueueJob } from '../../jobs';
import { catalogImport } from './catalog.import.runner';
import { catalogImportProblems, catalogImports, type StoredImportError } from './catalog.import.tables';

/** Folder of uploaded import files inside private storage. */
export const IMPORT_FOLDER = 'imports';

/** Uploaded import files for the daily sweep of orphaned private files: every import row keeps its file. */
export const importFiles: PrivateFolderOwner = {
  folder: IMPORT_FOLDER,
  referenced: (db, paths) => pathsNamedIn(db, catalogImports, [catalogImports.filePath], paths),
};

/** A client's file name, for display only: no folders, no control characters. */
export function displayFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...(clean || 'import.csv')].slice(0, 255).join('');
}

/**
 * Stores the uploaded file in private storage and queues its dry run (status `checking`): its row and
 * its job (`catalog-import`) in one transaction; wake the runner with `wakeJobs(catalogImport)` after. The
 * file must look like text: a NUL byte means a binary file (a spreadsheet, a PDF, UTF-16 text) and
 * is refused at once.
 */
export async function queueImport(
  db: DbOrTx,
  input: { privateRoot: string; data: Buffer; fileName: string; userId: number },
): Promise<number> {
  if (input.data.includes(0)) throw fieldError('file', 'catalog_import.file_not_text');
  const filePath = await saveFile(input.privateRoot, IMPORT_FOLDER, input.data, 'csv');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogImports)
      .values({ fileName: displayFileName(input.fileName), filePath, createdBy: input.userId })
      .returning({ id: catalogImports.id });
    await enqueueJob(tx, catalogImport, { importId: row.id });
    return row.id;
  });
}

const columns = {
  id: catalogImports.id,
  status: catalogImports.status,
  fileName: catalogImports.fileName,
  totalRows: catalogImports.totalRows,
  processedRows: catalogImports.processedRows,
  createdCount: catalogImports.createdCount,
  updatedCount: catalogImports.updatedCount,
  unchangedCount: catalogImports.unchangedCount,
  skippedCount: catalogImports.skippedCount,
  errorCount: catalogImports.errorCount,
  badRows: catalogImports.badRows,
  ignoredColumns: catalogImports.ignoredColumns,
  failureKey: catalogImports.failureKey,
  failureParams: catalogImports.failureParams,
  createdBy: catalogImports.createdBy,
  creatorName: authTables.users.name,
  createdAt: catalogImports.createdAt,
  finishedAt: catalogImports.finishedAt,
};

type ImportRow = {
  id: number;
  status: string;
  fileName: string;
  totalRows: number;
  processedRows: number;
  createdCount: number;
  updatedCount: number;
  unchangedCount: number;
  skippedCount: number;
  errorCount: number;
  badRows: number;
  ignoredColumns: string[] | null;
  failureKey: string | null;
  failureParams: Record<string, string | number> | null;
  createdBy: number | null;
  creatorName: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

const say = (lang: Language, key: string, params?: Record<string, string | number> | null) =>
  isMessageKey(key) ? translate(lang, key, params ?? {}) : key;

/** The signature of a problem list's address: one import's whole list, as CSV. */
const problemsRef = (id: number) => ({ kind: 'catalog-import-problems', id, variant: 'csv' });

/** Signed, short-lived address of an import's problem list as CSV (the download needs no bearer token). */
export function problemsCsvAddress(signer: PrivateFileSigner, id: number): string {
  return privateFileAddress(`/api/admin/catalog/imports/${id}/problems.csv`, signPrivateFile(signer, problemsRef(id)));
}

/** The wire shape; stored keys are translated into the reader's language here. */
function toImport(
  row: ImportRow,
  errors: StoredImportError[],
  lang: Language,
  signer: PrivateFileSigner | null,
): CatalogImport {
  return {
    id: row.id,
    status: row.status as CatalogImportStatus,
    file_name: row.fileName,
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    created_count: row.createdCount,
    updated_count: row.updatedCount,
    unchanged_count: row.unchangedCount,
    skipped_count: row.skippedCount,
    error_count: row.errorCount,
    bad_rows: row.badRows,
    ignored_columns: row.ignoredColumns ?? [],
    problems_csv: signer && row.errorCount > 0 ? problemsCsvAddress(signer, row.id) : null,
    failure: row.status === 'failed' && row.failureKey ? say(lang, row.failureKey, row.failureParams) : null,
    errors: errors.map((e) => ({ line: e.line, column: e.column, message: say(lang, e.key, e.params) })),
    created_by:
      row.createdBy !== null && row.creatorName !== null ? { id: row.createdBy, name: row.creatorName } : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

function importsQuery(db: DbOrTx) {
  return db
    .select(columns)
    .from(catalogImports)
    .leftJoin(authTables.users, eq(authTables.users.id, catalogImports.createdBy));
}

/** Every import, newest first, 20 a page, without the row errors. Any staff member sees them all. */
export async function listImports(db: DbOrTx, page: number, lang: Language): Promise<CatalogImportsResponse> {
  const perPage = PAGE_SIZE.admin;
  const { limit, offset } = pageWindow(page, perPage);
  const [rows, [{ total }]] = await Promise.all([
    importsQuery(db).orderBy(desc(catalogImports.createdAt), desc(catalogImports.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(catalogImports),
  ]);
  return paginated(
    rows.map((r) => toImport(r, [], lang, null)),
    page,
    perPage,
    total,
  );
}

/** One import with its progress, the first row errors and the address of all of them as CSV. */
export async function showImport(
  db: DbOrTx,
  id: number,
  lang: Language,
  signer: PrivateFileSigner,
): Promise<CatalogImport> {
  const [row] = await db
    .select({ ...columns, errors: catalogImports.errors })
    .from(catalogImports)
    .leftJoin(authTables.users, eq(authTables.users.id, catalogImports.createdBy))
    .where(eq(catalogImports.id, id));
  if (!row) throw notFound('catalog_import.not_found');
  return toImport(row, row.errors ?? [], lang, signer);
}

/** 404 when there is no such import, else 422: it is not a checked import waiting for confirmation. */
async function notChecked(db: DbOrTx, id: number): Promise<never> {
  const [row] = await db.select({ id: catalogImports.id }).from(catalogImports).where(eq(catalogImports.id, id));
  if (!row) throw notFound('catalog_import.not_found');
  throw fieldError('status', 'catalog_import.not_checked');
}

/**
 * Confirms a checked import: queues the writing (`queued`, then the runner's `running` and `done`).
 * Wake the runner with `wakeJobs(catalogImport)` after.
 */
export async function confirmImport(db: DbOrTx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(catalogImports)
      .set({ status: 'queued', confirmedAt: sql`now()` })
      .where(and(eq(catalogImports.id, id), eq(catalogImports.status, 'checked')))
      .returning({ id: catalogImports.id });
    if (!row) await notChecked(tx, id);
    await enqueueJob(tx, catalogImport, { importId: id });
  });
}

/** Cancels a checked import: nothing is written; its file goes with the nightly sweep's next pass. */
export async function cancelImport(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db
    .update(catalogImports)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(catalogImports.id, id), eq(catalogImports.status, 'checked')))
    .returning({ id: catalogImports.id });
  if (!row) await notChecked(db, id);
}

/** A CSV cell: quoted when needed, and a leading =, +, - or @ defused so spreadsheets do not run it. */
function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Every problem of an import as CSV (line, column, problem in the reader's language), read from the
 * database in pages and streamed, so a file with 100,000 bad rows downloads without being held in
 * memory. Null when the signed address is not valid for this import.
 */
export function problemsCsv(
  db: DbOrTx,
  appKey: string,
  id: number,
  query: { expires?: unknown; signature?: unknown },
  lang: Language,
): Readable | null {
  if (verifyPrivateFile(appKey, problemsRef(id), query) === null) return null;
  const PAGE = 2000;
  async function* lines() {
    yield '\uFEFF' + ['line', 'column', 'problem'].map((k) => say(lang, `catalog_import.csv.${k}`)).join(',') + '\r\n';
    for (let after = -1; ;) {
      const rows = await db
        .select()
        .from(catalogImportProblems)
        .where(and(eq(catalogImportProblems.importId, id), gt(catalogImportProblems.seq, after)))
        .orderBy(asc(catalogImportProblems.seq))
        .limit(PAGE);
      if (rows.length === 0) return;
      yield rows.map((r) => [r.line, r.column, say(lang, r.key, r.params)].map(csvCell).join(',') + '\r\n').join('');
      after = rows[rows.length - 1].seq;
    }
  }
  return Readable.from(lines());
}

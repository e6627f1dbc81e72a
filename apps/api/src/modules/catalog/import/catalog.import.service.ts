import { count, desc, eq, inArray } from 'drizzle-orm';
import type { CatalogImport, CatalogImportStatus, CatalogImportsResponse, Language } from '@nirog/contracts';
import type { DbOrTx } from '../../../db/client';
import { fieldError, notFound } from '../../../lib/errors';
import { saveFile } from '../../../lib/file-store';
import type { PrivateFolderOwner } from '../../../lib/private-file-sweep';
import { isMessageKey, translate } from '../../../lib/i18n';
import { PAGE_SIZE, pageWindow, paginated } from '../../../lib/pagination';
import { authTables } from '../../auth';
import { enqueueJob } from '../../jobs';
import { catalogImport } from './catalog.import.runner';
import { catalogImports, type StoredImportError } from './catalog.import.tables';

/** Folder of uploaded import files inside private storage. */
export const IMPORT_FOLDER = 'imports';

/** Uploaded import files for the daily sweep of orphaned private files: every import row keeps its file. */
export const importFiles: PrivateFolderOwner = {
  folder: IMPORT_FOLDER,
  async referenced(db, paths) {
    const rows = await db
      .select({ filePath: catalogImports.filePath })
      .from(catalogImports)
      .where(inArray(catalogImports.filePath, paths));
    return new Set(rows.map((r) => r.filePath));
  },
};

/** A client's file name, for display only: no folders, no control characters. */
export function displayFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...(clean || 'import.csv')].slice(0, 255).join('');
}

/**
 * Stores the uploaded file in private storage and queues the import: its row and its job
 * (`catalog-import`) in one transaction; wake the runner with `wakeJobs(catalogImport)` after. The
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
  errorCount: catalogImports.errorCount,
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
  errorCount: number;
  failureKey: string | null;
  failureParams: Record<string, string | number> | null;
  createdBy: number | null;
  creatorName: string | null;
  createdAt: Date;
  finishedAt: Date | null;
};

const say = (lang: Language, key: string, params?: Record<string, string | number> | null) =>
  isMessageKey(key) ? translate(lang, key, params ?? {}) : key;

/** The wire shape; stored keys are translated into the reader's language here. */
function toImport(row: ImportRow, errors: StoredImportError[], lang: Language): CatalogImport {
  return {
    id: row.id,
    status: row.status as CatalogImportStatus,
    file_name: row.fileName,
    total_rows: row.totalRows,
    processed_rows: row.processedRows,
    created_count: row.createdCount,
    updated_count: row.updatedCount,
    unchanged_count: row.unchangedCount,
    error_count: row.errorCount,
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
    rows.map((r) => toImport(r, [], lang)),
    page,
    perPage,
    total,
  );
}

/** One import with its progress and the first row errors. */
export async function showImport(db: DbOrTx, id: number, lang: Language): Promise<CatalogImport> {
  const [row] = await db
    .select({ ...columns, errors: catalogImports.errors })
    .from(catalogImports)
    .leftJoin(authTables.users, eq(authTables.users.id, catalogImports.createdBy))
    .where(eq(catalogImports.id, id));
  if (!row) throw notFound('catalog_import.not_found');
  return toImport(row, row.errors ?? [], lang);
}

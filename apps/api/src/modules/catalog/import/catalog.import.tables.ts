import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authTables } from '../../auth';

/** A row problem as stored: a message key with its parameters, translated when the import is read. */
export interface StoredImportError {
  line: number;
  column: string | null;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * CSV imports of the catalogue (back office). The uploaded file lives in private storage
 * (`imports/<random>.csv`). Each import is worked twice by a `catalog-import` job on the job queue:
 * first a dry run (`checking` -> `checked`, counts only, nothing written), then, once staff confirm
 * (`confirmed_at`), the writing (`queued` -> `running` -> `done`), recording progress after each batch
 * (`heartbeat_at` is the time of the last one). An import whose process died is resumed through its job.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: serial('id').primaryKey(),
    status: varchar('status', { length: 16 }).notNull().default('checking'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    filePath: varchar('file_path', { length: 255 }).notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    skippedCount: integer('skipped_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    badRows: integer('bad_rows').notNull().default(0),
    /** Header names that matched no column (ignored). */
    ignoredColumns: jsonb('ignored_columns')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    failureKey: varchar('failure_key', { length: 80 }),
    failureParams: jsonb('failure_params').$type<Record<string, string | number>>(),
    /** The first CATALOG_IMPORT_ERRORS_KEPT row problems, in file order (all of them: catalog_import_problems). */
    errors: jsonb('errors')
      .$type<StoredImportError[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: integer('created_by').references(() => authTables.users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('catalog_imports_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('catalog_imports_status_idx').on(t.status, t.id),
    index('catalog_imports_created_by_idx').on(t.createdBy),
    check(
      'catalog_imports_status_check',
      sql`${t.status} IN ('checking', 'checked', 'cancelled', 'queued', 'running', 'done', 'failed')`,
    ),
  ],
);

/** Every row problem of an import's latest pass, for the CSV download (`seq` keeps file order). */
export const catalogImportProblems = pgTable(
  'catalog_import_problems',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => catalogImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    line: integer('line').notNull(),
    column: varchar('column', { length: 40 }),
    key: varchar('key', { length: 80 }).notNull(),
    params: jsonb('params').$type<Record<string, string | number>>(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

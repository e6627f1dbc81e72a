import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
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
 * (`imports/<random>.csv`); each import is a `catalog-import` job on the job queue, which works
 * through them one at a time per process and records progress after each batch (`heartbeat_at` is
 * the time of the last one). An import whose process died is resumed through its job.
 */
export const catalogImports = pgTable(
  'catalog_imports',
  {
    id: serial('id').primaryKey(),
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    filePath: varchar('file_path', { length: 255 }).notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    unchangedCount: integer('unchanged_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    failureKey: varchar('failure_key', { length: 80 }),
    failureParams: jsonb('failure_params').$type<Record<string, string | number>>(),
    /** The first CATALOG_IMPORT_ERRORS_KEPT row problems, in file order. */
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
    check('catalog_imports_status_check', sql`${t.status} IN ('queued', 'running', 'done', 'failed')`),
  ],
);

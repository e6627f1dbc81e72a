import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storagePaths } from '../../../lib/storage-paths';
import { defineJob, JobInterrupted, type JobDeps, type RunningJob } from '../../jobs';
import { failImport, processImport, type ImportJob, type ImportMode } from './catalog.import.process';
import { catalogImports } from './catalog.import.tables';

/**
 * One catalogue import as a job on the queue, queued with its row by `queueImport` (the dry run) and
 * again by `confirmImport` (the writing); the import's row says which. Imports run one
 * at a time per process, oldest first. Imports are idempotent (rows already imported count as
 * unchanged), so an import is always worked from the top of its file: one a stopping process
 * interrupted goes back to the queue at once, one whose process died comes back after the queue's
 * lease and the next maintenance pass. An unexpected error is retried twice with back-off; the last
 * one marks the import failed.
 */
export const catalogImport = defineJob<{ importId: number }>({
  name: 'catalog-import',
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: true,
  timeoutSeconds: 2 * 3600,
  concurrency: 1,
  worker: ({ db, config, log }) => ({
    run: (data, job) => runImport({ db, log, privateRoot: storagePaths(config.dataDir).private }, data.importId, job),
  }),
});

/**
 * Marks the import running from the top (counters reset); null when it is finished, waiting for
 * confirmation, cancelled or gone. A `checking` import stays `checking` (its dry run); a confirmed one
 * becomes `running`.
 */
async function startImport(db: Db, importId: number): Promise<(ImportJob & { mode: ImportMode }) | null> {
  const [job] = await db
    .update(catalogImports)
    .set({
      status: sql`CASE WHEN ${catalogImports.status} = 'checking' THEN 'checking' ELSE 'running' END`,
      startedAt: sql`now()`,
      heartbeatAt: sql`now()`,
      totalRows: 0,
      processedRows: 0,
      createdCount: 0,
      updatedCount: 0,
      unchangedCount: 0,
      skippedCount: 0,
      errorCount: 0,
      badRows: 0,
      errors: [],
      failureKey: null,
      failureParams: null,
    })
    .where(and(eq(catalogImports.id, importId), inArray(catalogImports.status, ['checking', 'queued', 'running'])))
    .returning({
      id: catalogImports.id,
      filePath: catalogImports.filePath,
      fileName: catalogImports.fileName,
      createdBy: catalogImports.createdBy,
      status: catalogImports.status,
    });
  if (!job) return null;
  const { status, ...rest } = job;
  return { ...rest, mode: status === 'checking' ? 'check' : 'write' };
}

const requeue = (db: Db, importId: number, mode: ImportMode) =>
  db
    .update(catalogImports)
    .set({ status: mode === 'check' ? 'checking' : 'queued' })
    .where(eq(catalogImports.id, importId));

export async function runImport(
  deps: Pick<JobDeps, 'db' | 'log'> & { privateRoot: string; batchSize?: number },
  importId: number,
  job: Pick<RunningJob, 'signal' | 'lastAttempt'>,
): Promise<void> {
  const { db, log } = deps;
  const claimed = await startImport(db, importId);
  if (!claimed) return;
  let outcome;
  try {
    outcome = await processImport({ ...deps, shouldStop: () => job.signal.aborted }, claimed, claimed.mode);
  } catch (err) {
    log.error({ err, importId }, 'catalog import failed');
    if (job.lastAttempt) await failImport(db, claimed, { key: 'catalog_import.failure.internal' });
    else await requeue(db, importId, claimed.mode);
    throw err;
  }
  if (outcome === 'stopped') {
    await requeue(db, importId, claimed.mode);
    throw new JobInterrupted();
  }
}

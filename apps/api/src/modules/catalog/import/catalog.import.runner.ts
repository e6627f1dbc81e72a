import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { storagePaths } from '../../../lib/storage-paths';
import { defineJob, JobInterrupted, type JobDeps, type RunningJob } from '../../jobs';
import { failImport, processImport, type ImportJob } from './catalog.import.process';
import { catalogImports } from './catalog.import.tables';

/**
 * One catalogue import as a job on the queue, queued with its row by `queueImport`. Imports run one
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

/** Marks the import running from the top (counters reset); null when it is finished or gone. */
async function startImport(db: Db, importId: number): Promise<ImportJob | null> {
  const [job] = await db
    .update(catalogImports)
    .set({
      status: 'running',
      startedAt: sql`now()`,
      heartbeatAt: sql`now()`,
      totalRows: 0,
      processedRows: 0,
      createdCount: 0,
      updatedCount: 0,
      unchangedCount: 0,
      errorCount: 0,
      errors: [],
      failureKey: null,
      failureParams: null,
    })
    .where(and(eq(catalogImports.id, importId), inArray(catalogImports.status, ['queued', 'running'])))
    .returning({
      id: catalogImports.id,
      filePath: catalogImports.filePath,
      fileName: catalogImports.fileName,
      createdBy: catalogImports.createdBy,
    });
  return job ?? null;
}

const requeue = (db: Db, importId: number) =>
  db.update(catalogImports).set({ status: 'queued' }).where(eq(catalogImports.id, importId));

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
    outcome = await processImport({ ...deps, shouldStop: () => job.signal.aborted }, claimed);
  } catch (err) {
    log.error({ err, importId }, 'catalog import failed');
    if (job.lastAttempt) await failImport(db, claimed, { key: 'catalog_import.failure.internal' });
    else await requeue(db, importId);
    throw err;
  }
  if (outcome === 'stopped') {
    await requeue(db, importId);
    throw new JobInterrupted();
  }
}

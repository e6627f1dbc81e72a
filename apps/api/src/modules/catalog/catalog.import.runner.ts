import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { failImport, processImport, type ImportJob, type ProcessDeps } from './catalog.import.process';
import { catalogImports } from './catalog.import.tables';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * A `running` import whose heartbeat (renewed after every batch, each well under a second) is older
 * than this belonged to a process that stopped without finishing it.
 */
export const IMPORT_LEASE_SECONDS = 60;

/**
 * Takes the oldest import that needs work: a queued one, or a running one whose process died.
 * `SKIP LOCKED` lets several api processes share the queue without two taking the same import.
 * Counters are reset: an import always starts from the top of its file.
 */
export async function claimNextImport(db: Db, leaseSeconds = IMPORT_LEASE_SECONDS): Promise<ImportJob | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: catalogImports.id })
      .from(catalogImports)
      .where(
        or(
          eq(catalogImports.status, 'queued'),
          and(
            eq(catalogImports.status, 'running'),
            lt(catalogImports.heartbeatAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
          ),
        ),
      )
      .orderBy(asc(catalogImports.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [job] = await tx
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
      .where(eq(catalogImports.id, next.id))
      .returning({
        id: catalogImports.id,
        filePath: catalogImports.filePath,
        fileName: catalogImports.fileName,
        createdBy: catalogImports.createdBy,
      });
    return job;
  });
}

export interface ImportRunner {
  /** Starts polling; queued imports (and those a stopped process left running) are picked up. */
  start(): void;
  /** Looks at the queue now (after a new import was queued). */
  poke(): void;
  /** Resolves once nothing is being imported and the queue was found empty. */
  idle(): Promise<void>;
  /** Stops after the batch in flight; an unfinished import goes back to the queue. */
  stop(): Promise<void>;
}

/**
 * The in-process import worker: one import at a time, oldest first, started and stopped with the
 * app. Imports are idempotent (rows already imported count as unchanged), so an import that a
 * previous process left unfinished is resumed from the beginning rather than marked failed: a queued
 * one at once, a running one once its heartbeat is older than the lease (a graceful stop puts it back
 * in the queue, so only a crash waits for the lease).
 */
export function createImportRunner(deps: {
  db: Db;
  privateRoot: string;
  log: Logger;
  /** How often the queue is looked at without a poke (10 s). */
  intervalMs?: number;
  batchSize?: number;
}): ImportRunner {
  const intervalMs = deps.intervalMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let runAgain = false;
  let started = false;
  let stopped = false;

  const processDeps: ProcessDeps = {
    db: deps.db,
    privateRoot: deps.privateRoot,
    log: deps.log,
    batchSize: deps.batchSize,
    shouldStop: () => stopped,
  };

  async function drain() {
    while (!stopped) {
      const job = await claimNextImport(deps.db);
      if (!job) return;
      try {
        const outcome = await processImport(processDeps, job);
        if (outcome === 'stopped') {
          await deps.db.update(catalogImports).set({ status: 'queued' }).where(eq(catalogImports.id, job.id));
        }
      } catch (err) {
        deps.log.error({ err, importId: job.id }, 'catalog import failed');
        await failImport(deps.db, job, { key: 'catalog_import.failure.internal' }).catch((e: unknown) =>
          deps.log.error({ err: e, importId: job.id }, 'could not mark the catalog import failed'),
        );
      }
    }
  }

  const schedule = (ms: number) => {
    if (stopped || !started) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };

  function run() {
    if (stopped) return;
    clearTimeout(timer);
    if (inFlight) {
      runAgain = true;
      return;
    }
    inFlight = drain()
      .catch((err: unknown) => deps.log.error({ err }, 'catalog import runner tick failed'))
      .finally(() => {
        inFlight = undefined;
        schedule(runAgain ? 0 : intervalMs);
        runAgain = false;
      });
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    poke() {
      if (started) run();
    },
    async idle() {
      while (inFlight || runAgain) await (inFlight ?? new Promise((r) => setTimeout(r, 5)));
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}

import { mkdirSync } from 'node:fs';
import { Redis } from 'ioredis';
import { LOG_SERIALIZERS, REDACT_PATHS, buildApp } from './app';
import { ConfigError, assertCompiledInProduction, loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureAppKey } from './lib/app-key';
import { storagePaths } from './lib/storage-paths';
import { seedDemo, seedReference } from './seed';

async function main() {
  const config = loadConfig();
  assertCompiledInProduction(config, import.meta.url);
  mkdirSync(config.dataDir, { recursive: true });
  const appKey = ensureAppKey(config.dataDir, config.appKey);

  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await database.migrate();
  await seedReference(database.db, { storageDir: storagePaths(config.dataDir).public });
  if (config.seedDemo) await seedDemo(database.db, { storageDir: storagePaths(config.dataDir).public });

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const app = await buildApp({
    config,
    db: database.db,
    appKey,
    redis,
    // Mail, catalogue imports, payment reconciliation and the file sweep run in every api process.
    jobs: { work: true },
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: LOG_SERIALIZERS,
      ...(config.env === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish, stops the job runner
      redis?.disconnect();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Nirog is serving ${config.appUrl} (database: ${database.kind})`);
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});

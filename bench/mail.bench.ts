// Mail delivery throughput: how many mails per second the api process delivers to an SMTP server.
// N mails are queued in a fresh database (through the api's own enqueueMail, before the server
// starts), an SMTP sink listens in this process (smtp-server, loopback), then the real server
// process starts with SMTP_URL pointing at the sink; the clock runs until the sink has all N.
//
//   npm run bench:mail -w @nirog/bench -- --database-url postgres://postgres@127.0.0.1:5432/postgres
//   npm run bench:mail -w @nirog/bench -- --pglite
//   npm run bench:mail -w @nirog/bench -- --pglite --api-dir /path/to/other/checkout/apps/api --label main
//
// Options: --mails (2000), --api-dir (this checkout's apps/api: give another checkout's to measure
// its code, e.g. main before a change), --label. PostgreSQL: the database nirog_bench_mail is
// dropped and recreated; PGlite runs in a temporary directory.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { startServer } from '../e2e/support/server';
import { freshPostgres } from './fresh-postgres';

const BENCH_DB = 'nirog_bench_mail';
const here = path.dirname(fileURLToPath(import.meta.url));

/** An SMTP server that accepts everything and notes when each message arrived. */
async function startSink() {
  const arrivals: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No DNS on loopback: a reverse lookup per connection would slow down connection-per-mail senders.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        arrivals.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    arrivals,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface ApiModules {
  openDatabase: (source: { url: string } | { dataDir: string }) => Promise<{
    db: { transaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T> };
    migrate(): Promise<void>;
    close(): Promise<void>;
  }>;
  enqueueMail: (db: unknown, mail: { to: string; subject: string; text: string; html?: string }) => Promise<void>;
}

/** The checkout's own code: its migrations and its enqueueMail (what queuing a mail means there). */
async function apiModules(apiDir: string): Promise<ApiModules> {
  const client = await import(pathToFileURL(path.join(apiDir, 'src/db/client.ts')).href);
  const mail = await import(pathToFileURL(path.join(apiDir, 'src/modules/mail/index.ts')).href);
  return { openDatabase: client.openDatabase, enqueueMail: mail.enqueueMail };
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      pglite: { type: 'boolean', default: false },
      mails: { type: 'string', default: '2000' },
      'api-dir': { type: 'string' },
      label: { type: 'string' },
    },
  });
  const baseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
  if (!baseUrl === !values.pglite) throw new Error('give exactly one of --database-url and --pglite');
  const count = Number(values.mails);
  const apiDir = path.resolve(values['api-dir'] ?? path.join(here, '../apps/api'));
  const api = await apiModules(apiDir);

  const dataDir = values.pglite ? mkdtempSync(path.join(os.tmpdir(), 'nirog-bench-mail-')) : undefined;
  const dbUrl = baseUrl ? await freshPostgres(baseUrl, BENCH_DB) : undefined;
  const label = values.label ?? (dbUrl ? `PostgreSQL (${BENCH_DB})` : 'PGlite');

  const database = await api.openDatabase(dbUrl ? { url: dbUrl } : { dataDir: dataDir! });
  await database.migrate();
  for (let i = 0; i < count; i += 100) {
    await database.db.transaction(async (tx) => {
      for (let j = i; j < Math.min(count, i + 100); j++) {
        await api.enqueueMail(tx, {
          to: `patient-${j}@example.com`,
          subject: `Your order #${j} has been placed`,
          text: `Dear patient,\n\nThank you for your order #${j}. We will let you know when it ships.\n\nNirog`,
          html: `<p>Dear patient,</p><p>Thank you for your order <b>#${j}</b>.</p>`,
        });
      }
    });
  }
  await database.close();

  const sink = await startSink();
  const loadBefore = os.loadavg()[0];
  const started = performance.now();
  const server = await startServer(
    {
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      // A benchmark site takes no real money (config.ts refuses the sandbox in production otherwise).
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      SMTP_URL: sink.url,
      ...(dbUrl ? { DATABASE_URL: dbUrl } : { DATA_DIR: dataDir! }),
    },
    { apiDir },
  );
  const healthy = performance.now();
  let loadAfter: number;
  try {
    const deadline = Date.now() + 600_000;
    while (sink.arrivals.length < count) {
      if (Date.now() > deadline)
        throw new Error(`only ${sink.arrivals.length} of ${count} mails arrived in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    loadAfter = os.loadavg()[0];
  } finally {
    await server.stop();
    await sink.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  const first = sink.arrivals[0];
  const last = sink.arrivals[count - 1];
  const steady = (count - 1) / ((last - first) / 1000);
  const fromReady = count / ((last - healthy) / 1000);
  console.log(
    [
      `### ${label}`,
      '',
      `${count} mails queued before start, delivered to an in-process SMTP sink on loopback; Node ${process.version}, ` +
        `${os.cpus().length} CPUs, 1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
      '',
      '| mails/s (first to last delivery) | mails/s (from server healthy) | server start to healthy s | first mail after healthy s |',
      '| ---: | ---: | ---: | ---: |',
      `| ${steady.toFixed(0)} | ${fromReady.toFixed(0)} | ${((healthy - started) / 1000).toFixed(1)} | ${((first - healthy) / 1000).toFixed(2)} |`,
    ].join('\n'),
  );
}

await main();

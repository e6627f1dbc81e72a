import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPglite, migrationsFolder, openDatabase, type Database } from '../src/db/client';
import { seedReference } from '../src/seed';

const here = path.dirname(fileURLToPath(import.meta.url));
const templateFile = path.resolve(here, '../../../.tmp/api-test-template.tar.gz');
export const PG_TEMPLATE = `nirog_test_template_${process.env.NIROG_TEST_RUN_ID ?? 'local'}`;

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Builds the migrated, reference-seeded templates once per test run. */
export async function buildTemplates() {
  mkdirSync(path.dirname(templateFile), { recursive: true });
  const client = await createPglite();
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  await seedReference(database.db);
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE}`);
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
    await admin.end();
    const tpl = await openDatabase({ url: withDatabase(url, PG_TEMPLATE) });
    await tpl.migrate();
    await seedReference(tpl.db);
    await tpl.close();
  }
}

export async function dropTemplates() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
  await admin.end();
}

/** A test database; `url` is set on PostgreSQL, where a second process (pool) can connect to it. */
export type TestDatabase = Database & { url?: string };

/** A new PostgreSQL database, a copy of `template` or empty, dropped when it is closed. */
async function openPostgresDatabase(template: string | null): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `nirog_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(url, name) });
  return {
    ...database,
    url: withDatabase(url, name),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A fresh database for one test file: a copy of the template on the project's engine. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.NIROG_TEST_DB === 'postgres') return openPostgresDatabase(PG_TEMPLATE);
  if (!existsSync(templateFile) || statSync(templateFile).size === 0) throw new Error('test template missing');
  const client = await createPglite(undefined, new Blob([readFileSync(templateFile)]));
  return openDatabase({ pglite: client });
}

/** A copy of the migrations folder whose journal ends with `tag`. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'nirog-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * An empty database (no reference data) on the project's engine, migrated up to and including `tag`: a test
 * writes the rows a later migration finds, then `migrate()` applies the rest.
 */
export async function openDatabaseMigratedTo(tag: string): Promise<TestDatabase> {
  const database =
    process.env.NIROG_TEST_DB === 'postgres'
      ? await openPostgresDatabase(null)
      : await openDatabase({ pglite: await createPglite() });
  const folder = migrationsUpTo(tag);
  try {
    await database.migrate(folder);
  } catch (error) {
    await database.close();
    throw error;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return database;
}

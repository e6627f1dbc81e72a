import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPglite, openDatabase, type Database } from '../src/db/client';
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

/** A fresh database for one test file: a copy of the template on the project's engine. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.NIROG_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `nirog_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
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
  if (!existsSync(templateFile) || statSync(templateFile).size === 0) throw new Error('test template missing');
  const client = await createPglite(undefined, new Blob([readFileSync(templateFile)]));
  return openDatabase({ pglite: client });
}

import pg from 'pg';

/**
 * Drops and recreates the benchmark's own database on the server `url` names, and answers its URL
 * (a URL naming another database is pointed at `name` on the same server).
 */
export async function freshPostgres(url: string, name: string): Promise<string> {
  const target = new URL(url);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  target.pathname = `/${name}`;
  return target.toString();
}

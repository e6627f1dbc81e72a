import { SQL, getTableColumns, getTableName, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';

/**
 * Sends independent writes as one statement, `WITH w0 AS (...), w1 AS (...) <last>`: one round trip,
 * and all of them or none (a statement is atomic, inside a transaction or not). PostgreSQL runs every
 * data-modifying CTE to completion and checks foreign keys at the end of the statement, so a row may
 * refer to one inserted beside it. The writes must not need to see each other's rows.
 */
export async function writeTogether(db: DbOrTx, writes: SQLWrapper[]): Promise<void> {
  const last = writes.at(-1);
  if (!last) return;
  // getSQL(): a query builder placed in a template directly would be wrapped in parentheses.
  const ctes = writes.slice(0, -1).map((write, i) => sql`${sql.identifier(`w${i}`)} AS (${write.getSQL()})`);
  await db.execute(ctes.length ? sql`WITH ${sql.join(ctes, sql`, `)} ${last.getSQL()}` : last.getSQL());
}

const columnNames = new WeakMap<PgTable, Record<string, string>>();

function columnNamesOf(table: PgTable): Record<string, string> {
  let names = columnNames.get(table);
  if (!names) {
    names = Object.fromEntries(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
    columnNames.set(table, names);
  }
  return names;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * `INSERT INTO <table> (<the rows' columns>) VALUES (...), ...`, for checkout's hot path: drizzle's
 * insert builder spends several times more CPU per statement (it visits every column of the table),
 * and checkout writes four inserts per order, hundreds of orders a second. Columns left out take their
 * defaults. Values go to the driver as they are, so only for columns whose JavaScript value is what
 * PostgreSQL stores (numbers, strings, booleans, dates, null), not for custom column types; every row
 * must name the same columns.
 */
export function plainInsert<T extends PgTable>(table: T, rows: Array<T['$inferInsert']>): SQL {
  const names = columnNamesOf(table);
  const keys = Object.keys(rows[0] ?? {}).filter((key) => (rows[0] as Record<string, unknown>)[key] !== undefined);
  const chunks: unknown[] = [
    sql.raw(`INSERT INTO ${quoted(getTableName(table))} (${keys.map((key) => quoted(names[key])).join(', ')}) VALUES `),
  ];
  rows.forEach((row: Record<string, unknown>, index) => {
    if (Object.keys(row).some((key) => row[key] !== undefined && !keys.includes(key))) {
      throw new Error('plainInsert: every row must name the same columns');
    }
    chunks.push(sql.raw(index ? ', (' : '('));
    keys.forEach((key, i) => {
      if (i) chunks.push(sql.raw(', '));
      // A plain value in the chunk list becomes a bound parameter.
      chunks.push(row[key] ?? null);
    });
    chunks.push(sql.raw(')'));
  });
  return new SQL(chunks as SQL['queryChunks']);
}

import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  CatalogTerm,
  CatalogTermKind,
  CatalogTermSubject,
  CatalogTermVerb,
  CatalogTermsQuery,
  CatalogTermsResponse,
  CatalogTermWriteBodySchema,
} from '@nirog/contracts';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { HttpError, ValidationError, fieldError, notFound } from '../../../lib/errors';
import type { MessageKey } from '../../../lib/i18n';
import { PAGE_SIZE, pageWindow, paginated } from '../../../lib/pagination';
import { writeAudit } from '../../admin';
import { bumpCatalogVersion } from '../catalog.cache';
import { isUniqueViolation } from '../../../db/errors';
import { escapeLike } from '../catalog.shop-search';
import { brands, generics, medicineTypes, productGenerics, products } from '../catalog.tables';

export type CatalogTermInput = z.output<typeof CatalogTermWriteBodySchema>;

export interface TermWriteResult {
  messageKey: MessageKey;
  params: Record<string, string>;
  data: CatalogTerm;
}

interface TermValues {
  name: string;
  bnName: string | null;
}

/**
 * How one kind of term is stored: generics (title, bn_title), brands (name only; the Bengali name
 * is always null) and medicine types (title, bn_title; 80 characters).
 */
interface TermKindSpec {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  bnName: PgColumn | null;
  nameMax: number;
  /** Products using the term (active or not). */
  usage: SQL;
  insert(tx: Tx, values: TermValues): Promise<Array<{ id: number }>>;
  update(tx: Tx, id: number, values: TermValues): Promise<unknown>;
  remove(tx: Tx, id: number): Promise<unknown>;
  notFound: MessageKey;
  subjectType: CatalogTermSubject;
}

const KINDS: Record<CatalogTermKind, TermKindSpec> = {
  generics: {
    table: generics,
    id: generics.id,
    name: generics.title,
    bnName: generics.bnTitle,
    nameMax: 190,
    usage: sql`(SELECT count(*) FROM ${productGenerics} WHERE ${productGenerics.genericId} = ${generics.id})`,
    insert: (tx, v) => tx.insert(generics).values({ title: v.name, bnTitle: v.bnName }).returning({ id: generics.id }),
    update: (tx, id, v) => tx.update(generics).set({ title: v.name, bnTitle: v.bnName }).where(eq(generics.id, id)),
    remove: (tx, id) => tx.delete(generics).where(eq(generics.id, id)),
    notFound: 'catalog_admin.generic_not_found',
    subjectType: 'generic',
  },
  brands: {
    table: brands,
    id: brands.id,
    name: brands.name,
    bnName: null,
    nameMax: 190,
    usage: sql`(SELECT count(*) FROM ${products} WHERE ${products.brandId} = ${brands.id})`,
    insert: (tx, v) => tx.insert(brands).values({ name: v.name }).returning({ id: brands.id }),
    update: (tx, id, v) => tx.update(brands).set({ name: v.name }).where(eq(brands.id, id)),
    remove: (tx, id) => tx.delete(brands).where(eq(brands.id, id)),
    notFound: 'catalog_admin.brand_not_found',
    subjectType: 'brand',
  },
  'medicine-types': {
    table: medicineTypes,
    id: medicineTypes.id,
    name: medicineTypes.title,
    bnName: medicineTypes.bnTitle,
    nameMax: 80,
    usage: sql`(SELECT count(*) FROM ${products} WHERE ${products.medicineTypeId} = ${medicineTypes.id})`,
    insert: (tx, v) =>
      tx.insert(medicineTypes).values({ title: v.name, bnTitle: v.bnName }).returning({ id: medicineTypes.id }),
    update: (tx, id, v) =>
      tx.update(medicineTypes).set({ title: v.name, bnTitle: v.bnName }).where(eq(medicineTypes.id, id)),
    remove: (tx, id) => tx.delete(medicineTypes).where(eq(medicineTypes.id, id)),
    notFound: 'catalog_admin.medicine_type_not_found',
    subjectType: 'medicine_type',
  },
};

function selectTerms(db: DbOrTx, spec: TermKindSpec, where: SQL | undefined) {
  return db
    .select({
      id: sql<number>`${spec.id}`.mapWith(Number),
      name: sql<string>`${spec.name}`,
      bn_name: spec.bnName ? sql<string | null>`${spec.bnName}` : sql<null>`NULL`,
      product_count: sql<number>`${spec.usage}`.mapWith(Number),
    })
    .from(spec.table)
    .where(where);
}

/** GET /api/admin/catalog/{kind}: by name, 20 a page, with how many products use each. */
export async function listTerms(
  db: DbOrTx,
  kind: CatalogTermKind,
  query: CatalogTermsQuery,
): Promise<CatalogTermsResponse> {
  const spec = KINDS[kind];
  const where = query.search ? sql`lower(${spec.name}) LIKE lower(${`%${escapeLike(query.search)}%`})` : undefined;
  const perPage = PAGE_SIZE.admin;
  const { limit, offset } = pageWindow(query.page, perPage);
  const [rows, [{ total }]] = await Promise.all([
    selectTerms(db, spec, where).orderBy(asc(spec.name), asc(spec.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(spec.table).where(where),
  ]);
  return paginated(rows, query.page, perPage, Number(total));
}

async function getTerm(db: DbOrTx, spec: TermKindSpec, id: number, lock = false): Promise<CatalogTerm> {
  const query = selectTerms(db, spec, eq(spec.id, id));
  const [row] = lock ? await query.for('update', { of: spec.table }) : await query;
  if (!row) throw notFound(spec.notFound);
  return row;
}

/** Names are unique case-insensitively (and within the column's length): 422 on `name`. */
async function checkName(tx: Tx, spec: TermKindSpec, name: string, exceptId: number | null): Promise<void> {
  if (name.length > spec.nameMax) throw fieldError('name', 'validation.max.string', { max: spec.nameMax });
  const [taken] = await tx
    .select({ id: spec.id })
    .from(spec.table)
    .where(and(sql`lower(${spec.name}) = lower(${name})`, exceptId === null ? undefined : ne(spec.id, exceptId)))
    .limit(1);
  if (taken) throw new ValidationError({ name: ['validation.unique'] });
}

function valuesOf(spec: TermKindSpec, input: CatalogTermInput): TermValues {
  return { name: input.name, bnName: spec.bnName ? (input.bn_name ?? null) : null };
}

async function nameSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ValidationError({ name: ['validation.unique'] });
    throw err;
  }
}

const action = (spec: TermKindSpec, verb: CatalogTermVerb) => `${spec.subjectType}_${verb}` as const;

/** POST /api/admin/catalog/{kind} */
export async function createTerm(
  db: Db,
  actorId: number,
  kind: CatalogTermKind,
  input: CatalogTermInput,
): Promise<TermWriteResult> {
  const spec = KINDS[kind];
  const values = valuesOf(spec, input);
  const id = await nameSafe(() =>
    db.transaction(async (tx) => {
      await checkName(tx, spec, values.name, null);
      const [row] = await spec.insert(tx, values);
      await writeAudit(tx, {
        actorId,
        action: action(spec, 'created'),
        subjectType: spec.subjectType,
        subjectId: row.id,
        details: { name: values.name },
      });
      return row.id;
    }),
  );
  return { messageKey: 'catalog_admin.term_created', params: { name: values.name }, data: await getTerm(db, spec, id) };
}

/** PUT /api/admin/catalog/{kind}/:id */
export async function updateTerm(
  db: Db,
  actorId: number,
  kind: CatalogTermKind,
  id: number,
  input: CatalogTermInput,
): Promise<TermWriteResult> {
  const spec = KINDS[kind];
  const values = valuesOf(spec, input);
  await nameSafe(() =>
    db.transaction(async (tx) => {
      const before = await getTerm(tx, spec, id, true);
      await checkName(tx, spec, values.name, id);
      await spec.update(tx, id, values);
      await writeAudit(tx, {
        actorId,
        action: action(spec, 'updated'),
        subjectType: spec.subjectType,
        subjectId: id,
        details: {
          from: { name: before.name, bn_name: before.bn_name },
          to: { name: values.name, bn_name: values.bnName },
        },
      });
    }),
  );
  bumpCatalogVersion();
  return { messageKey: 'catalog_admin.term_updated', params: { name: values.name }, data: await getTerm(db, spec, id) };
}

/**
 * DELETE /api/admin/catalog/{kind}/:id: refused (422) while any product uses it. The row is locked
 * first, so no product can start using it between the count and the delete.
 */
export async function deleteTerm(db: Db, actorId: number, kind: CatalogTermKind, id: number): Promise<MessageKey> {
  const spec = KINDS[kind];
  await db.transaction(async (tx) => {
    await getTerm(tx, spec, id, true);
    // Counted after the lock, in a statement of its own, so it sees every committed link.
    const term = await getTerm(tx, spec, id);
    if (term.product_count > 0) throw new HttpError(422, 'catalog_admin.term_in_use', { count: term.product_count });
    await spec.remove(tx, id);
    await writeAudit(tx, {
      actorId,
      action: action(spec, 'deleted'),
      subjectType: spec.subjectType,
      subjectId: id,
      details: { name: term.name },
    });
  });
  bumpCatalogVersion();
  return 'catalog_admin.term_deleted';
}

import { readFile } from 'node:fs/promises';
import { isUniqueViolation } from '../../../db/errors';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CATALOG_IMPORT_ERRORS_KEPT } from '@nirog/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { resolveInside } from '../../../lib/file-store';
import { writeAudit } from '../../admin';
import {
  checkRows,
  parseImportFile,
  type CategoryLookup,
  type ImportFailure,
  type ImportItem,
} from './catalog.import.parser';
import { catalogImports, type StoredImportError } from './catalog.import.tables';
import { bumpCatalogVersion } from '../catalog.cache';
import {
  brands,
  categories,
  generics,
  medicineTypes,
  productCategories,
  productGenerics,
  products,
} from '../catalog.tables';
import {
  ensureBrands,
  ensureGenerics,
  ensureMedicineTypes,
  finalPricePoisha,
  insertProducts,
} from '../catalog.write.service';

/** Valid rows written per transaction; progress is recorded after each. */
export const IMPORT_BATCH_SIZE = 500;

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface ImportJob {
  id: number;
  filePath: string;
  fileName: string;
  createdBy: number | null;
}

export interface ProcessDeps {
  db: Db;
  /** Private storage root (storagePaths(dataDir).private). */
  privateRoot: string;
  log?: Logger;
  batchSize?: number;
  /** Asked between batches; true leaves the import unfinished (the runner queues it again). */
  shouldStop?: () => boolean;
}

export type ImportOutcome = 'done' | 'failed' | 'stopped';

interface Counts {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * Works through one import: reads and checks the whole file first (so a file that is unusable as a
 * whole changes nothing), then writes the valid rows in batches, each in its own transaction with the
 * job's progress. Safe to run again from the start: rows already imported count as unchanged.
 */
export async function processImport(deps: ProcessDeps, job: ImportJob): Promise<ImportOutcome> {
  const { db } = deps;
  let data: Buffer;
  try {
    data = await readFile(resolveInside(deps.privateRoot, job.filePath));
  } catch (err) {
    if ((err as { code?: string }).code !== 'ENOENT') throw err;
    await failImport(db, job, { key: 'catalog_import.failure.file_missing' });
    return 'failed';
  }

  const parsed = await parseImportFile(data);
  if ('failure' in parsed) {
    await failImport(db, job, parsed.failure);
    return 'failed';
  }
  const { items, problems } = checkRows(parsed.rows, parsed.columns, await categoryLookup(db));
  const total = parsed.rows.length;
  // Position of each valid row among all rows, so progress counts the bad rows passed over too.
  const rowIndex = new Map(parsed.rows.map((r, i) => [r.line, i]));
  const stored: StoredImportError[] = problems
    .slice(0, CATALOG_IMPORT_ERRORS_KEPT)
    .map(({ line, column, key, params }) => ({ line, column, key, ...(params ? { params } : {}) }));
  await db
    .update(catalogImports)
    .set({ totalRows: total, errorCount: problems.length, errors: stored, heartbeatAt: sql`now()` })
    .where(eq(catalogImports.id, job.id));

  const counts: Counts = { created: 0, updated: 0, unchanged: 0 };
  const size = deps.batchSize ?? IMPORT_BATCH_SIZE;
  for (let start = 0; start < items.length; start += size) {
    if (deps.shouldStop?.()) return 'stopped';
    const batch = items.slice(start, start + size);
    const last = start + size >= items.length;
    const processed = last ? total : rowIndex.get(batch[batch.length - 1].line)! + 1;
    const result = await writeBatchWithRetry(db, batch, async (tx, batchCounts) => {
      await tx
        .update(catalogImports)
        .set({
          processedRows: processed,
          createdCount: counts.created + batchCounts.created,
          updatedCount: counts.updated + batchCounts.updated,
          unchangedCount: counts.unchanged + batchCounts.unchanged,
          heartbeatAt: sql`now()`,
        })
        .where(eq(catalogImports.id, job.id));
    });
    counts.created += result.created;
    counts.updated += result.updated;
    counts.unchanged += result.unchanged;
    // After the commit, so no list caches a total from before the change under the new version.
    if (result.created || result.updated) bumpCatalogVersion();
  }

  await db.transaction(async (tx) => {
    await tx
      .update(catalogImports)
      .set({ status: 'done', processedRows: total, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
      .where(eq(catalogImports.id, job.id));
    await writeAudit(tx, {
      actorId: job.createdBy,
      action: 'catalog_imported',
      subjectType: 'catalog_import',
      subjectId: job.id,
      details: {
        file_name: job.fileName,
        total_rows: total,
        created: counts.created,
        updated: counts.updated,
        unchanged: counts.unchanged,
        errors: problems.length,
      },
    });
  });
  deps.log?.info({ importId: job.id, total, ...counts, errors: problems.length }, 'catalog import done');
  return 'done';
}

/** Marks an import failed as a whole, with the reason as a message key, and audits it. */
export async function failImport(db: Db, job: ImportJob, failure: ImportFailure): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(catalogImports)
      .set({
        status: 'failed',
        failureKey: failure.key,
        failureParams: failure.params ?? {},
        finishedAt: sql`now()`,
      })
      .where(eq(catalogImports.id, job.id));
    await writeAudit(tx, {
      actorId: job.createdBy,
      action: 'catalog_import_failed',
      subjectType: 'catalog_import',
      subjectId: job.id,
      details: { file_name: job.fileName, failure: failure.key },
    });
  });
}

async function categoryLookup(db: DbOrTx): Promise<CategoryLookup> {
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, bnName: categories.bnName })
    .from(categories)
    .orderBy(categories.id);
  const lookup: CategoryLookup = new Map();
  // English names first, then Bengali names, then slugs: an exact name wins over another's slug.
  for (const field of ['name', 'bnName', 'slug'] as const) {
    for (const row of rows) {
      const key = row[field].trim().replace(/\s+/g, ' ').toLowerCase();
      if (!lookup.has(key)) lookup.set(key, row.id);
    }
  }
  return lookup;
}

/**
 * One batch in one transaction. A product (or term) created by someone else between our read and our
 * insert makes the insert collide; the batch is then simply read and written again.
 */
async function writeBatchWithRetry(
  db: Db,
  batch: ImportItem[],
  progress: (tx: DbOrTx, counts: Counts) => Promise<void>,
): Promise<Counts> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const counts = await writeBatch(tx, batch);
        await progress(tx, counts);
        return counts;
      });
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

/**
 * Names as they already exist, matched case-insensitively ("paracetamol" finds "Paracetamol"), so a
 * file's spelling never creates a second generic, manufacturer or dosage form. New names keep the
 * spelling of their first row.
 */
async function canonicalNames(
  tx: DbOrTx,
  column: typeof generics.title | typeof brands.name | typeof medicineTypes.title,
  names: string[],
): Promise<Map<string, string>> {
  const byLower = new Map<string, string>();
  for (const name of names) if (!byLower.has(name.toLowerCase())) byLower.set(name.toLowerCase(), name);
  if (byLower.size === 0) return byLower;
  const existing = await tx
    .select({ name: column })
    .from(column.table)
    .where(inArray(sql`lower(${column})`, [...byLower.keys()]))
    .orderBy(column);
  for (const { name } of existing.reverse()) byLower.set(name.toLowerCase(), name);
  return byLower;
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

async function writeBatch(tx: DbOrTx, batch: ImportItem[]): Promise<Counts> {
  const typeNames = await canonicalNames(
    tx,
    medicineTypes.title,
    batch.map((i) => i.dosageForm),
  );
  const brandNames = await canonicalNames(
    tx,
    brands.name,
    batch.map((i) => i.manufacturer),
  );
  const genericNames = await canonicalNames(
    tx,
    generics.title,
    batch.flatMap((i) => i.generics),
  );
  const [typeIds, brandIds, genericIds] = [
    await ensureMedicineTypes(
      tx,
      [...typeNames.values()].map((title) => ({ title })),
    ),
    await ensureBrands(tx, [...brandNames.values()]),
    await ensureGenerics(
      tx,
      [...genericNames.values()].map((title) => ({ title })),
    ),
  ];
  const resolved = batch.map((item) => ({
    item,
    medicineTypeId: typeIds.get(typeNames.get(item.dosageForm.toLowerCase())!)!,
    brandId: brandIds.get(brandNames.get(item.manufacturer.toLowerCase())!)!,
    genericIds: [...new Set(item.generics.map((g) => genericIds.get(genericNames.get(g.toLowerCase())!)!))].sort(
      (a, b) => a - b,
    ),
  }));

  const existing = await tx
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      power: products.power,
      medicineTypeId: products.medicineTypeId,
      brandId: products.brandId,
      pricePoisha: products.pricePoisha,
      discountPercent: products.discountPercent,
      genericIds: sql<
        number[]
      >`coalesce((select array_agg(${productGenerics.genericId} order by ${productGenerics.genericId}) from ${productGenerics} where ${productGenerics.productId} = ${products.id}), '{}')`,
    })
    .from(products)
    .where(
      inArray(
        products.slug,
        batch.map((i) => i.slug),
      ),
    );
  const bySlug = new Map(existing.map((p) => [p.slug, p]));

  const fresh = resolved.filter((r) => !bySlug.has(r.item.slug));
  const known = resolved.filter((r) => bySlug.has(r.item.slug));

  // Category links of existing products: only added, never removed; a new link is a change.
  const links = known
    .filter((r) => r.item.categoryId !== null)
    .map((r) => ({ productId: bySlug.get(r.item.slug)!.id, categoryId: r.item.categoryId! }));
  const linked = new Set<number>();
  if (links.length) {
    const added = await tx
      .insert(productCategories)
      .values(links)
      .onConflictDoNothing()
      .returning({ productId: productCategories.productId });
    for (const { productId } of added) linked.add(productId);
  }

  const changedRows: Array<{
    id: number;
    title: string;
    power: string;
    medicineTypeId: number;
    brandId: number;
    pricePoisha: number;
    discount: number;
  }> = [];
  const genericChanges: Array<{ id: number; genericIds: number[] }> = [];
  let unchanged = 0;
  for (const r of known) {
    const current = bySlug.get(r.item.slug)!;
    const discount = r.item.discount ?? Number(current.discountPercent);
    const fieldsDiffer =
      current.title !== r.item.title ||
      current.power !== r.item.power ||
      current.medicineTypeId !== r.medicineTypeId ||
      current.brandId !== r.brandId ||
      current.pricePoisha !== r.item.pricePoisha ||
      Number(current.discountPercent) !== discount;
    const currentGenerics = (current.genericIds ?? []).map(Number).sort((a, b) => a - b);
    const genericsDiffer = !sameIds(currentGenerics, r.genericIds);
    if (fieldsDiffer) {
      changedRows.push({
        id: current.id,
        title: r.item.title,
        power: r.item.power,
        medicineTypeId: r.medicineTypeId,
        brandId: r.brandId,
        pricePoisha: r.item.pricePoisha,
        discount,
      });
    }
    if (genericsDiffer) genericChanges.push({ id: current.id, genericIds: r.genericIds });
    if (!fieldsDiffer && !genericsDiffer && !linked.has(current.id)) unchanged += 1;
  }

  if (changedRows.length) {
    const values = sql.join(
      changedRows.map(
        (c) =>
          sql`(${c.id}::integer, ${c.title}::varchar, ${c.power}::varchar, ${c.medicineTypeId}::integer, ${c.brandId}::integer, ${c.pricePoisha}::integer, ${c.discount}::numeric, ${finalPricePoisha(c.pricePoisha, c.discount)}::integer)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${products} set
        title = v.title, power = v.power, medicine_type_id = v.medicine_type_id, brand_id = v.brand_id,
        price_poisha = v.price_poisha, discount_percent = v.discount_percent,
        final_price_poisha = v.final_price_poisha, updated_at = now()
      from (values ${values}) as v(id, title, power, medicine_type_id, brand_id, price_poisha, discount_percent, final_price_poisha)
      where ${products.id} = v.id`);
  }
  if (genericChanges.length) {
    await tx.delete(productGenerics).where(
      inArray(
        productGenerics.productId,
        genericChanges.map((g) => g.id),
      ),
    );
    const rows = genericChanges.flatMap((g) => g.genericIds.map((genericId) => ({ productId: g.id, genericId })));
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(productGenerics).values(rows.slice(i, i + 1000));
  }
  // Products whose generics or category changed but not their own fields still show as updated now.
  const changedIds = new Set(changedRows.map((c) => c.id));
  const touchedOnly = [...new Set([...genericChanges.map((g) => g.id), ...linked])].filter((id) => !changedIds.has(id));
  if (touchedOnly.length) {
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(inArray(products.id, touchedOnly));
  }

  if (fresh.length) {
    await insertProducts(
      tx,
      fresh.map((r) => ({
        slug: r.item.slug,
        title: r.item.title,
        power: r.item.power,
        price: r.item.pricePoisha / 100,
        discount: r.item.discount ?? 0,
        medicineTypeId: r.medicineTypeId,
        brandId: r.brandId,
        genericIds: r.genericIds,
        categoryIds: r.item.categoryId !== null ? [r.item.categoryId] : [],
      })),
    );
  }
  return { created: fresh.length, updated: known.length - unchanged, unchanged };
}

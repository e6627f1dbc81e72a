import { readFile } from 'node:fs/promises';
import { isUniqueViolation } from '../../../db/errors';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
  manufacturerKey,
  strengthKey,
  type RowProblem,
} from './catalog.import.parser';
import { catalogImportProblems, catalogImports, type StoredImportError } from './catalog.import.tables';
import { SLUG_MAX, slugify } from '../catalog.slug';
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

/** Products created or changed above which the tables' statistics are refreshed (ANALYZE). */
export const IMPORT_ANALYZE_AFTER = 1000;

/** Thrown inside a dry run's transaction so that nothing it wrote is kept. */
class DryRunRollback extends Error {
  constructor(readonly counts: Counts) {
    super('dry run');
  }
}

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

export type ImportOutcome = 'done' | 'checked' | 'failed' | 'stopped';

/** `check`: the dry run (counts, nothing kept); `write`: the confirmed import. */
export type ImportMode = 'check' | 'write';

interface Counts {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * Works through one import: reads and checks the whole file first (so a file that is unusable as a
 * whole changes nothing) and stores every row problem, then works the valid rows in batches, each in
 * its own transaction with the job's progress. The dry run (`check`) rolls every batch back, keeping
 * only the counts it would give, and leaves the import `checked`; the confirmed run (`write`) commits
 * them. Safe to run again from the start: rows already imported count as unchanged.
 */
export async function processImport(
  deps: ProcessDeps,
  job: ImportJob,
  mode: ImportMode = 'write',
): Promise<ImportOutcome> {
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
  const { items, problems, badRows, skipped } = checkRows(parsed.rows, parsed.columns, await categoryLookup(db));
  const total = parsed.rows.length;
  // Position of each valid row among all rows, so progress counts the bad rows passed over too.
  const rowIndex = new Map(parsed.rows.map((r, i) => [r.line, i]));
  const stored: StoredImportError[] = problems.slice(0, CATALOG_IMPORT_ERRORS_KEPT).map(storedProblem);
  await db.transaction(async (tx) => {
    await tx
      .update(catalogImports)
      .set({
        totalRows: total,
        errorCount: problems.length,
        badRows,
        skippedCount: skipped,
        ignoredColumns: parsed.ignored,
        errors: stored,
        heartbeatAt: sql`now()`,
      })
      .where(eq(catalogImports.id, job.id));
    await storeProblems(tx, job.id, problems);
  });

  const counts: Counts = { created: 0, updated: 0, unchanged: 0 };
  const size = deps.batchSize ?? IMPORT_BATCH_SIZE;
  for (let start = 0; start < items.length; start += size) {
    if (deps.shouldStop?.()) return 'stopped';
    const batch = items.slice(start, start + size);
    const last = start + size >= items.length;
    const processed = last ? total : rowIndex.get(batch[batch.length - 1].line)! + 1;
    const result = await writeBatchWithRetry(db, batch, mode, async (tx, batchCounts) => {
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
    if (mode === 'write' && (result.created || result.updated)) bumpCatalogVersion();
  }

  if (mode === 'check') {
    await db
      .update(catalogImports)
      .set({ status: 'checked', processedRows: total, heartbeatAt: sql`now()` })
      .where(eq(catalogImports.id, job.id));
    deps.log?.info({ importId: job.id, total, ...counts, skipped, errors: problems.length }, 'catalog import checked');
    return 'checked';
  }
  // After a large import the planner's statistics are stale: refresh them so the first searches are fast.
  if (counts.created + counts.updated > IMPORT_ANALYZE_AFTER) {
    await db.execute(sql`ANALYZE products, product_generics, product_categories, generics, brands`);
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
        skipped,
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

const storedProblem = ({ line, column, key, params }: RowProblem): StoredImportError => ({
  line,
  column,
  key,
  ...(params ? { params } : {}),
});

/** Every problem of this pass, replacing the previous pass's, for the CSV download. */
async function storeProblems(tx: DbOrTx, importId: number, problems: RowProblem[]): Promise<void> {
  await tx.delete(catalogImportProblems).where(eq(catalogImportProblems.importId, importId));
  for (let start = 0; start < problems.length; start += 1000) {
    await tx.insert(catalogImportProblems).values(
      problems.slice(start, start + 1000).map((p, i) => ({
        importId,
        seq: start + i,
        line: p.line,
        column: p.column,
        key: p.key,
        params: p.params ?? null,
      })),
    );
  }
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
  mode: ImportMode,
  progress: (tx: DbOrTx, counts: Counts) => Promise<void>,
): Promise<Counts> {
  for (let attempt = 1; ; attempt++) {
    try {
      const counts = await db.transaction(async (tx) => {
        const counts = await writeBatch(tx, batch);
        if (mode === 'check') throw new DryRunRollback(counts);
        await progress(tx, counts);
        return counts;
      });
      return counts;
    } catch (err) {
      if (err instanceof DryRunRollback) {
        // The batch was written and rolled back: only its counts are kept, outside the transaction.
        await progress(db, err.counts);
        return err.counts;
      }
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

/** The slug of a new product: brand, strength and form, plus the manufacturer when that is taken. */
function withManufacturer(slug: string, manufacturer: string, n = 0): string {
  const tail = [slugify(manufacturer), n > 0 ? String(n) : ''].filter(Boolean).join('-');
  return `${slug.slice(0, SLUG_MAX - tail.length - 1).replace(/-+$/, '')}-${tail}`;
}

async function freeSlugs(tx: DbOrTx, fresh: ImportItem[]): Promise<string[]> {
  const candidates = fresh.flatMap((i) => [i.slug, withManufacturer(i.slug, i.manufacturer)]);
  const taken = new Set(
    candidates.length
      ? (
          await tx
            .select({ slug: products.slug })
            .from(products)
            .where(inArray(products.slug, [...new Set(candidates)]))
        ).map((r) => r.slug)
      : [],
  );
  return fresh.map((item) => {
    let slug = item.slug;
    for (let n = 0; taken.has(slug); n++) slug = withManufacturer(item.slug, item.manufacturer, n);
    taken.add(slug);
    return slug;
  });
}

const lowerCase = (name: string) => name.toLowerCase();

/** The names a batch resolves to: `of` a name as written in the file, `all` of them to ensure. */
interface CanonicalNames {
  of: (name: string) => string;
  all: string[];
}

/**
 * Names as they already exist, so a file's spelling never creates a second generic, manufacturer or dosage
 * form: the same name in another case first ("paracetamol" is "Paracetamol"); then, for manufacturers
 * (`keyOf`: `manufacturerKey`), the same company under another legal form ("Square Pharmaceuticals Ltd." is
 * "Square Pharmaceuticals PLC"). A name found as written wins over one found by key, so a catalogue that
 * already holds both spellings keeps matching each as before. New names keep the spelling of their first row.
 */
async function canonicalNames(
  tx: DbOrTx,
  column: typeof generics.title | typeof brands.name | typeof medicineTypes.title,
  names: string[],
  keyOf?: (name: string) => string,
): Promise<CanonicalNames> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return { of: (name) => name, all: [] };
  const existing = await tx
    .select({ name: column })
    .from(column.table)
    // A manufacturer's key has no index to look it up by: its table is read whole (a few hundred companies).
    .where(keyOf ? undefined : inArray(sql`lower(${column})`, [...new Set(wanted.map(lowerCase))]))
    .orderBy(column);
  const byLower = new Map<string, string>();
  const byKey = new Map<string, string>();
  for (const { name } of existing) {
    if (!byLower.has(lowerCase(name))) byLower.set(lowerCase(name), name);
    if (keyOf && !byKey.has(keyOf(name))) byKey.set(keyOf(name), name);
  }
  const keyOfNew = keyOf ?? lowerCase;
  const known = (name: string) => byLower.get(lowerCase(name)) ?? (keyOf ? byKey.get(keyOf(name)) : undefined);
  const firstRow = new Map<string, string>();
  for (const name of wanted) if (!known(name) && !firstRow.has(keyOfNew(name))) firstRow.set(keyOfNew(name), name);
  const of = (name: string) => known(name) ?? firstRow.get(keyOfNew(name))!;
  return { of, all: [...new Set(wanted.map(of))] };
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
    manufacturerKey,
  );
  const genericNames = await canonicalNames(
    tx,
    generics.title,
    batch.flatMap((i) => i.generics),
  );
  const [typeIds, brandIds, genericIds] = [
    await ensureMedicineTypes(
      tx,
      typeNames.all.map((title) => ({ title })),
    ),
    await ensureBrands(tx, brandNames.all),
    await ensureGenerics(
      tx,
      genericNames.all.map((title) => ({ title })),
    ),
  ];
  const resolved = batch.map((item) => ({
    item,
    medicineTypeId: typeIds.get(typeNames.of(item.dosageForm))!,
    brandId: brandIds.get(brandNames.of(item.manufacturer))!,
    genericIds: [...new Set(item.generics.map((g) => genericIds.get(genericNames.of(g))!))].sort((a, b) => a - b),
  }));
  // A product is matched under any legal form of its company: a catalogue may hold both "Ltd." and "PLC".
  const companyOf = new Map(
    (await tx.select({ id: brands.id, name: brands.name }).from(brands)).map((b) => [b.id, manufacturerKey(b.name)]),
  );
  const batchCompanies = new Set(resolved.map((r) => companyOf.get(r.brandId)));
  const companyBrandIds = [...companyOf].filter(([, company]) => batchCompanies.has(company)).map(([id]) => id);

  const existing = await tx
    .select({
      id: products.id,
      title: products.title,
      power: products.power,
      medicineTypeId: products.medicineTypeId,
      brandId: products.brandId,
      pricePoisha: products.pricePoisha,
      discountPercent: products.discountPercent,
      forSale: products.forSale,
      prescriptionRequired: products.prescriptionRequired,
      packUnit: products.packUnit,
      bnTitle: products.bnTitle,
      genericIds: sql<
        number[]
      >`coalesce((select array_agg(${productGenerics.genericId} order by ${productGenerics.genericId}) from ${productGenerics} where ${productGenerics.productId} = ${products.id}), '{}')`,
    })
    .from(products)
    .where(
      and(
        inArray(sql`lower(${products.title})`, [...new Set(batch.map((i) => i.title.toLowerCase()))]),
        inArray(products.brandId, companyBrandIds),
      ),
    )
    .orderBy(products.id);
  // A product is its brand name, strength (spacing aside), dosage form and manufacturer (its company, whatever
  // the legal form); the oldest wins if there are two.
  const productKey = (p: {
    title: string;
    power: string | null;
    medicineTypeId: number | null;
    brandId: number | null;
  }) =>
    [p.title.toLowerCase(), strengthKey(p.power ?? ''), p.medicineTypeId, p.brandId && companyOf.get(p.brandId)].join(
      '\u0000',
    );
  const byKey = new Map<string, (typeof existing)[number]>();
  for (const p of existing) if (!byKey.has(productKey(p))) byKey.set(productKey(p), p);
  const currentOf = (r: (typeof resolved)[number]) =>
    byKey.get(
      productKey({ title: r.item.title, power: r.item.power, medicineTypeId: r.medicineTypeId, brandId: r.brandId }),
    );

  const fresh = resolved.filter((r) => !currentOf(r));
  const known = resolved.filter((r) => currentOf(r));

  // Category links of existing products: only added, never removed; a new link is a change.
  const links = known
    .filter((r) => r.item.categoryId !== null)
    .map((r) => ({ productId: currentOf(r)!.id, categoryId: r.item.categoryId! }));
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
    pricePoisha: number;
    discount: number;
    forSale: boolean;
    prescriptionRequired: boolean;
    packUnit: string | null;
    bnTitle: string | null;
  }> = [];
  const genericChanges: Array<{ id: number; genericIds: number[] }> = [];
  let unchanged = 0;
  for (const r of known) {
    const current = currentOf(r)!;
    const discount = r.item.discount ?? Number(current.discountPercent);
    // Values the file does not give (no column, or the default of prescription_required) stay as they are.
    const prescriptionRequired = r.item.prescriptionDefaulted
      ? current.prescriptionRequired
      : r.item.prescriptionRequired;
    const packUnit = r.item.packUnit === undefined ? current.packUnit : r.item.packUnit;
    const bnTitle = r.item.bnTitle === undefined ? current.bnTitle : r.item.bnTitle;
    // A product not for sale keeps its last price.
    const pricePoisha = r.item.forSale ? r.item.pricePoisha : current.pricePoisha;
    const fieldsDiffer =
      current.title !== r.item.title ||
      (current.power ?? '') !== r.item.power ||
      current.pricePoisha !== pricePoisha ||
      Number(current.discountPercent) !== discount ||
      current.forSale !== r.item.forSale ||
      current.prescriptionRequired !== prescriptionRequired ||
      current.packUnit !== packUnit ||
      current.bnTitle !== bnTitle;
    const currentGenerics = (current.genericIds ?? []).map(Number).sort((a, b) => a - b);
    const genericsDiffer = !sameIds(currentGenerics, r.genericIds);
    if (fieldsDiffer) {
      changedRows.push({
        id: current.id,
        title: r.item.title,
        power: r.item.power,
        pricePoisha,
        discount,
        forSale: r.item.forSale,
        prescriptionRequired,
        packUnit,
        bnTitle,
      });
    }
    if (genericsDiffer) genericChanges.push({ id: current.id, genericIds: r.genericIds });
    if (!fieldsDiffer && !genericsDiffer && !linked.has(current.id)) unchanged += 1;
  }

  if (changedRows.length) {
    const values = sql.join(
      changedRows.map(
        (c) =>
          sql`(${c.id}::integer, ${c.title}::varchar, ${c.power || null}::varchar, ${c.pricePoisha}::integer, ${c.discount}::numeric, ${finalPricePoisha(c.pricePoisha, c.discount)}::integer, ${c.forSale}::boolean, ${c.prescriptionRequired}::boolean, ${c.packUnit}::varchar, ${c.bnTitle}::varchar)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${products} set
        title = v.title, power = v.power, price_poisha = v.price_poisha, discount_percent = v.discount_percent,
        final_price_poisha = v.final_price_poisha, for_sale = v.for_sale,
        prescription_required = v.prescription_required, pack_unit = v.pack_unit, bn_title = v.bn_title,
        updated_at = now()
      from (values ${values}) as v(id, title, power, price_poisha, discount_percent, final_price_poisha, for_sale,
        prescription_required, pack_unit, bn_title)
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
    const slugs = await freeSlugs(
      tx,
      fresh.map((r) => r.item),
    );
    await insertProducts(
      tx,
      fresh.map((r, i) => ({
        slug: slugs[i],
        title: r.item.title,
        bnTitle: r.item.bnTitle ?? null,
        power: r.item.power || null,
        price: r.item.pricePoisha / 100,
        discount: r.item.discount ?? 0,
        forSale: r.item.forSale,
        prescriptionRequired: r.item.prescriptionRequired,
        packUnit: r.item.packUnit ?? null,
        medicineTypeId: r.medicineTypeId,
        brandId: r.brandId,
        genericIds: r.genericIds,
        categoryIds: r.item.categoryId !== null ? [r.item.categoryId] : [],
      })),
    );
  }
  return { created: fresh.length, updated: known.length - unchanged, unchanged };
}

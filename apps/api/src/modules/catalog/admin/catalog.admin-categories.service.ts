import { asc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCategory, CategoryWriteBodySchema } from '@nirog/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { HttpError, fieldError, notFound } from '../../../lib/errors';
import { removeFile, saveFile } from '../../../lib/file-store';
import type { MessageKey } from '../../../lib/i18n';
import { reencodeImage } from '../../../lib/images';
import { writeAudit } from '../../admin';
import { bumpCatalogVersion } from '../catalog.cache';
import { isUniqueViolation } from '../../../db/errors';
import { escapeLike } from '../catalog.shop-search';
import { slugify } from '../catalog.slug';
import { categories, productCategories } from '../catalog.tables';

export type CategoryInput = z.output<typeof CategoryWriteBodySchema>;

export interface CategoryWriteResult {
  messageKey: MessageKey;
  data: AdminCategory;
}

/** Category logos are small: at most 256 px. */
const LOGO_SIZES = { maxSide: 256 };
/** Leaves room in the 120-character column for a `-2`, `-3` ... suffix. */
const SLUG_BASE_MAX = 110;

const productCount = sql<number>`(SELECT count(*) FROM ${productCategories} WHERE ${productCategories.categoryId} = ${categories.id})`;

function selectCategories(db: DbOrTx, where?: SQL) {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      bn_name: categories.bnName,
      logo: categories.logo,
      sort: categories.sort,
      active: categories.active,
      product_count: productCount.mapWith(Number),
    })
    .from(categories)
    .where(where)
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** GET /api/admin/catalog/categories: every category, active or not, in shop order, with product counts. */
export async function listAdminCategories(db: DbOrTx): Promise<AdminCategory[]> {
  return selectCategories(db);
}

async function getAdminCategory(db: DbOrTx, id: number): Promise<AdminCategory> {
  const [row] = await selectCategories(db, eq(categories.id, id));
  if (!row) throw notFound('catalog_admin.category_not_found');
  return row;
}

/** Advisory-lock class of category slugs (the second key is the hash of the slug's base). */
const SLUG_LOCK_CLASS = 7263002;

/**
 * The slug of a name, with `-2`, `-3` ... when it is taken. Creators of the same base slug wait for
 * each other (a transaction-scoped advisory lock), so parallel creates of one name each get their own
 * suffix instead of racing for the same one.
 */
async function freeSlug(tx: DbOrTx, name: string): Promise<string> {
  const base = slugify(name).slice(0, SLUG_BASE_MAX).replace(/-+$/, '') || 'category';
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SLUG_LOCK_CLASS}, hashtext(${base}))`);
  const rows = await tx
    .select({ slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, base), like(categories.slug, `${escapeLike(base)}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** POST /api/admin/catalog/categories: the slug comes from the English name. */
export async function createCategory(db: Db, actorId: number, input: CategoryInput): Promise<CategoryWriteResult> {
  try {
    const id = await db.transaction(async (tx) => {
      const slug = await freeSlug(tx, input.name);
      const [row] = await tx
        .insert(categories)
        .values({ slug, name: input.name, bnName: input.bn_name, sort: input.sort, active: input.active })
        .returning({ id: categories.id });
      await writeAudit(tx, {
        actorId,
        action: 'category_created',
        subjectType: 'category',
        subjectId: row.id,
        details: { slug, name: input.name },
      });
      return row.id;
    });
    bumpCatalogVersion();
    return { messageKey: 'catalog_admin.category_created', data: await getAdminCategory(db, id) };
  } catch (err) {
    // Two bases can still meet in one slug (`eye-care-2` is also the base of "Eye Care 2"): a 422.
    if (isUniqueViolation(err, 'categories_slug_unique')) throw fieldError('name', 'validation.unique');
    throw err;
  }
}

/** PUT /api/admin/catalog/categories/:id: names, order and visibility; the slug stays as it was. */
export async function updateCategory(
  db: Db,
  actorId: number,
  id: number,
  input: CategoryInput,
): Promise<CategoryWriteResult> {
  await db.transaction(async (tx) => {
    const before = await getAdminCategory(tx, id);
    await tx
      .update(categories)
      .set({ name: input.name, bnName: input.bn_name, sort: input.sort, active: input.active })
      .where(eq(categories.id, id));
    const changed = (['name', 'bn_name', 'sort', 'active'] as const).filter((k) => before[k] !== input[k]);
    await writeAudit(tx, {
      actorId,
      action: 'category_updated',
      subjectType: 'category',
      subjectId: id,
      details: { slug: before.slug, changed },
    });
  });
  bumpCatalogVersion();
  return { messageKey: 'catalog_admin.category_updated', data: await getAdminCategory(db, id) };
}

/**
 * DELETE /api/admin/catalog/categories/:id: refused (422) while products are in it. The row is
 * locked first, so a product cannot be linked to it between the count and the delete.
 */
export async function deleteCategory(db: Db, publicRoot: string, actorId: number, id: number): Promise<MessageKey> {
  const logo = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ slug: categories.slug, name: categories.name, logo: categories.logo })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!row) throw notFound('catalog_admin.category_not_found');
    const used = await tx.$count(productCategories, eq(productCategories.categoryId, id));
    if (used > 0) throw new HttpError(422, 'catalog_admin.category_in_use', { count: used });
    await tx.delete(categories).where(eq(categories.id, id));
    await writeAudit(tx, {
      actorId,
      action: 'category_deleted',
      subjectType: 'category',
      subjectId: id,
      details: { slug: row.slug, name: row.name },
    });
    return row.logo;
  });
  bumpCatalogVersion();
  await removeFile(publicRoot, logo);
  return 'catalog_admin.category_deleted';
}

/** POST /api/admin/catalog/categories/:id/logo: stores the new logo under `categories/`, then drops the old file. */
export async function setCategoryLogo(
  db: Db,
  publicRoot: string,
  actorId: number,
  id: number,
  upload: Buffer,
): Promise<CategoryWriteResult> {
  await getAdminCategory(db, id);
  const encoded = await reencodeImage(upload, LOGO_SIZES);
  const logo = await saveFile(publicRoot, 'categories', encoded.image, 'webp');
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ logo: categories.logo })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (!row) throw notFound('catalog_admin.category_not_found');
      await tx.update(categories).set({ logo }).where(eq(categories.id, id));
      await writeAudit(tx, {
        actorId,
        action: 'category_logo_updated',
        subjectType: 'category',
        subjectId: id,
        details: { logo },
      });
      return row.logo;
    });
  } catch (err) {
    await removeFile(publicRoot, logo);
    throw err;
  }
  bumpCatalogVersion();
  await removeFile(publicRoot, previous);
  return { messageKey: 'catalog_admin.category_logo_updated', data: await getAdminCategory(db, id) };
}

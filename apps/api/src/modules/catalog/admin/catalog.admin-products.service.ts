import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminProduct,
  AdminProductRow,
  AdminProductsQuery,
  AdminProductsResponse,
  ProductWriteBodySchema,
} from '@nirog/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import { ValidationError, notFound, type FieldErrors } from '../../../lib/errors';
import type { MessageKey } from '../../../lib/i18n';
import { toTaka } from '../../../lib/money';
import { PAGE_SIZE, pageWindow, paginated } from '../../../lib/pagination';
import { writeAudit } from '../../admin';
import { isUniqueViolation } from '../../../db/errors';
import { escapeLike } from '../catalog.shop-search';
import { bumpCatalogVersion } from '../catalog.cache';
import { productSlug } from '../catalog.slug';
import {
  brands,
  categories,
  generics,
  medicineTypes,
  productCategories,
  productDetails,
  productGenerics,
  productImages,
  products,
} from '../catalog.tables';
import { insertProducts, updateProduct, type NewProduct } from '../catalog.write.service';

/** A product form after the contract's schema (defaults applied, blanks as null). */
export type ProductInput = z.output<typeof ProductWriteBodySchema>;

/** Answer of a write: the message key and the product as it now is. */
export interface ProductWriteResult {
  messageKey: MessageKey;
  data: AdminProduct;
}

const rowColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  bnTitle: products.bnTitle,
  power: products.power,
  pricePoisha: products.pricePoisha,
  discountPercent: products.discountPercent,
  finalPricePoisha: products.finalPricePoisha,
  active: products.active,
  prescriptionRequired: products.prescriptionRequired,
  views: products.views,
  updatedAt: products.updatedAt,
  medicineTypeId: medicineTypes.id,
  medicineTypeTitle: medicineTypes.title,
  medicineTypeBnTitle: medicineTypes.bnTitle,
  brandId: brands.id,
  brandName: brands.name,
};

function selectRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(products)
    .leftJoin(medicineTypes, eq(medicineTypes.id, products.medicineTypeId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

/** Adds generics and the first image's thumbnail (two queries for the whole page), keeping the order. */
async function toAdminRows(db: DbOrTx, rows: Row[]): Promise<AdminProductRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [genericRows, imageRows] = await Promise.all([
    db
      .select({ productId: productGenerics.productId, id: generics.id, title: generics.title })
      .from(productGenerics)
      .innerJoin(generics, eq(generics.id, productGenerics.genericId))
      .where(inArray(productGenerics.productId, ids))
      .orderBy(asc(generics.title)),
    db
      .selectDistinctOn([productImages.productId], {
        productId: productImages.productId,
        image: productImages.image,
        thumbnail: productImages.thumbnail,
      })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.productId), asc(productImages.sort), asc(productImages.id)),
  ]);
  const genericsOf = new Map<number, Array<{ id: number; title: string }>>();
  for (const g of genericRows) genericsOf.set(g.productId, [...(genericsOf.get(g.productId) ?? []), g]);
  // The list shows a small picture: the first image's thumbnail, or the image itself when it has none.
  const thumbnailOf = new Map(imageRows.map((i) => [i.productId, i.thumbnail ?? i.image]));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    bn_title: r.bnTitle,
    power: r.power,
    price: toTaka(r.pricePoisha),
    discount: Number(r.discountPercent),
    final_price: toTaka(r.finalPricePoisha),
    active: r.active,
    prescription_required: r.prescriptionRequired,
    views: r.views,
    medicine_type:
      r.medicineTypeId === null || r.medicineTypeTitle === null
        ? null
        : { id: r.medicineTypeId, title: r.medicineTypeTitle, bn_title: r.medicineTypeBnTitle },
    brand: r.brandId === null || r.brandName === null ? null : { id: r.brandId, name: r.brandName },
    generics: (genericsOf.get(r.id) ?? []).map((g) => ({ id: g.id, title: g.title })),
    thumbnail: thumbnailOf.get(r.id) ?? null,
    updated_at: r.updatedAt.toISOString(),
  }));
}

/**
 * Title, Bengali title, slug or a generic name contains the text, case-insensitively
 * (`lower(...) LIKE`, served by the trigram indexes on the same expressions).
 */
function searchCondition(search: string): SQL {
  const contains = `%${escapeLike(search)}%`;
  return sql`${products.id} IN (
    SELECT p.id FROM products p WHERE lower(p.title) LIKE lower(${contains})
    UNION
    SELECT p.id FROM products p WHERE lower(p.bn_title) LIKE lower(${contains})
    UNION
    SELECT p.id FROM products p WHERE p.slug LIKE lower(${contains})
    UNION
    SELECT pg.product_id FROM product_generics pg JOIN generics g ON g.id = pg.generic_id
    WHERE lower(g.title) LIKE lower(${contains})
  )`;
}

/** GET /api/admin/catalog/products: every product, active or not, newest first, 20 a page. */
export async function listAdminProducts(db: DbOrTx, query: AdminProductsQuery): Promise<AdminProductsResponse> {
  const where = and(
    query.search ? searchCondition(query.search) : undefined,
    query.category === undefined
      ? undefined
      : sql`${products.id} IN (SELECT ${productCategories.productId} FROM ${productCategories} WHERE ${productCategories.categoryId} = ${query.category})`,
    query.status === undefined ? undefined : eq(products.active, query.status === 'active'),
  );
  const perPage = PAGE_SIZE.admin;
  const { limit, offset } = pageWindow(query.page, perPage);
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db, where).orderBy(desc(products.createdAt), desc(products.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return paginated(await toAdminRows(db, rows), query.page, perPage, Number(total));
}

/** GET /api/admin/catalog/products/:id: the product with every category and image, active or not. */
export async function getAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const [row] = await selectRows(db, eq(products.id, id));
  if (!row) throw notFound('catalog_admin.product_not_found');
  const [[card], categoryRows, images, [detail]] = await Promise.all([
    toAdminRows(db, [row]),
    db
      .select({ id: categories.id, name: categories.name })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, id))
      .orderBy(asc(categories.sort), asc(categories.id)),
    db
      .select({
        id: productImages.id,
        image: productImages.image,
        thumbnail: productImages.thumbnail,
        sort: productImages.sort,
      })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sort), asc(productImages.id)),
    db.select().from(productDetails).where(eq(productDetails.productId, id)),
  ]);
  return {
    ...card,
    categories: categoryRows,
    images,
    indications: detail?.indications ?? null,
    uses_rule: detail?.usesRule ?? null,
    side_effect: detail?.sideEffect ?? null,
    description: detail?.description ?? null,
  };
}

/** 404 unless the product exists. */
export async function assertProductExists(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!row) throw notFound('catalog_admin.product_not_found');
}

async function currentSlug(tx: DbOrTx, productId: number): Promise<string | undefined> {
  const [row] = await tx.select({ slug: products.slug }).from(products).where(eq(products.id, productId));
  return row?.slug;
}

/**
 * Checks the referenced medicine type, brand, generics and categories exist and works out the
 * slug (the given one, the product's own when editing, or title + strength + dosage form); every problem is a field error.
 */
async function checkProductInput(tx: DbOrTx, input: ProductInput, productId: number | null): Promise<string> {
  const errors: FieldErrors = {};
  let dosageForm: string | null = null;
  if (input.medicine_type_id != null) {
    const [type] = await tx
      .select({ title: medicineTypes.title })
      .from(medicineTypes)
      .where(eq(medicineTypes.id, input.medicine_type_id));
    if (type) dosageForm = type.title;
    else errors.medicine_type_id = ['validation.exists'];
  }
  if (input.brand_id != null) {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brand_id));
    if (!brand) errors.brand_id = ['validation.exists'];
  }
  const genericIds = [...new Set(input.generic_ids)];
  if (genericIds.length) {
    const found = await tx.select({ id: generics.id }).from(generics).where(inArray(generics.id, genericIds));
    if (found.length !== genericIds.length) errors.generic_ids = ['validation.exists'];
  }
  const categoryIds = [...new Set(input.category_ids)];
  if (categoryIds.length) {
    const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds));
    if (found.length !== categoryIds.length) errors.category_ids = ['validation.exists'];
  }
  // A product keeps its address when edited without a slug; a new one gets title + strength + form.
  const slug =
    input.slug ??
    (productId === null ? undefined : await currentSlug(tx, productId)) ??
    productSlug({ title: input.title, power: input.power, dosageForm });
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), productId === null ? undefined : ne(products.id, productId)));
  if (taken) errors.slug = ['validation.unique'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return slug;
}

function productValues(input: ProductInput, slug: string) {
  return {
    slug,
    title: input.title,
    bnTitle: input.bn_title ?? null,
    power: input.power ?? null,
    price: input.price,
    discount: input.discount,
    medicineTypeId: input.medicine_type_id ?? null,
    brandId: input.brand_id ?? null,
    prescriptionRequired: input.prescription_required,
    active: input.active,
    genericIds: input.generic_ids,
    categoryIds: input.category_ids,
    detail: {
      indications: input.indications ?? null,
      usesRule: input.uses_rule ?? null,
      sideEffect: input.side_effect ?? null,
      description: input.description ?? null,
    },
  } satisfies NewProduct;
}

/** A concurrent write that took the slug between the check and the insert is the same field error. */
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'products_slug_unique')) throw new ValidationError({ slug: ['validation.unique'] });
    throw err;
  }
}

/** Fields whose value differs between two versions of a product, for the audit log. */
function changedFields(before: AdminProduct, after: AdminProduct): string[] {
  const keys = Object.keys(after).filter((k) => !['views', 'updated_at', 'thumbnail', 'images'].includes(k));
  return keys.filter(
    (k) => JSON.stringify(before[k as keyof AdminProduct]) !== JSON.stringify(after[k as keyof AdminProduct]),
  );
}

/** POST /api/admin/catalog/products */
export async function createProduct(db: Db, actorId: number, input: ProductInput): Promise<ProductWriteResult> {
  const id = await slugSafe(() =>
    db.transaction(async (tx) => {
      const slug = await checkProductInput(tx, input, null);
      const [newId] = await insertProducts(tx, [productValues(input, slug)]);
      await writeAudit(tx, {
        actorId,
        action: 'product_created',
        subjectType: 'product',
        subjectId: newId,
        details: { slug, title: input.title },
      });
      return newId;
    }),
  );
  bumpCatalogVersion();
  return { messageKey: 'catalog_admin.product_created', data: await getAdminProduct(db, id) };
}

/** PUT /api/admin/catalog/products/:id: the whole form; generic and category links are replaced. */
export async function updateAdminProduct(
  db: Db,
  actorId: number,
  id: number,
  input: ProductInput,
): Promise<ProductWriteResult> {
  await slugSafe(() =>
    db.transaction(async (tx) => {
      const before = await getAdminProduct(tx, id);
      const slug = await checkProductInput(tx, input, id);
      await updateProduct(tx, id, productValues(input, slug));
      const after = await getAdminProduct(tx, id);
      await writeAudit(tx, {
        actorId,
        action: 'product_updated',
        subjectType: 'product',
        subjectId: id,
        details: { slug, changed: changedFields(before, after) },
      });
    }),
  );
  bumpCatalogVersion();
  return { messageKey: 'catalog_admin.product_updated', data: await getAdminProduct(db, id) };
}

/** PUT /api/admin/catalog/products/:id/status: an inactive product is hidden from the shop. */
export async function setProductStatus(
  db: Db,
  actorId: number,
  id: number,
  active: boolean,
): Promise<ProductWriteResult> {
  await db.transaction(async (tx) => {
    if (!(await updateProduct(tx, id, { active }))) throw notFound('catalog_admin.product_not_found');
    await writeAudit(tx, {
      actorId,
      action: active ? 'product_reactivated' : 'product_deactivated',
      subjectType: 'product',
      subjectId: id,
    });
  });
  bumpCatalogVersion();
  return {
    messageKey: active ? 'catalog_admin.product_reactivated' : 'catalog_admin.product_deactivated',
    data: await getAdminProduct(db, id),
  };
}

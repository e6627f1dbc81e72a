import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { toPoisha } from '../../lib/money';
import { sanitizeDetailHtml } from './catalog.html';
import { bumpCatalogVersion } from './catalog.cache';
import {
  brands,
  generics,
  medicineTypes,
  productCategories,
  productDetails,
  productGenerics,
  productImages,
  products,
} from './catalog.tables';

/** Final price in poisha: price - round(price * discount / 100). */
export function finalPricePoisha(pricePoisha: number, discountPercent: number): number {
  return pricePoisha - Math.round((pricePoisha * discountPercent) / 100);
}

export interface NewProduct {
  slug: string;
  title: string;
  bnTitle?: string | null;
  power?: string | null;
  /** Taka. */
  price: number;
  /** Percent 0..100. */
  discount?: number;
  medicineTypeId?: number | null;
  brandId?: number | null;
  prescriptionRequired?: boolean;
  forSale?: boolean;
  packUnit?: string | null;
  active?: boolean;
  views?: number;
  createdAt?: Date;
  genericIds?: number[];
  categoryIds?: number[];
  images?: Array<{ image: string; thumbnail?: string | null }>;
  detail?: {
    indications?: string | null;
    usesRule?: string | null;
    sideEffect?: string | null;
    description?: string | null;
  };
}

const CHUNK = 500;
function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Inserts products with their generics, categories, images and details in batches. Prices are
 * converted to poisha, the final price computed and detail HTML sanitized here, on write.
 * Returns the new ids in input order.
 */
export async function insertProducts(db: DbOrTx, items: NewProduct[]): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of chunks(items)) {
    const rows = await db
      .insert(products)
      .values(
        batch.map((p) => {
          const discount = Math.round(Math.min(100, Math.max(0, p.discount ?? 0)) * 100) / 100;
          const price = toPoisha(p.price);
          return {
            slug: p.slug,
            title: p.title,
            bnTitle: p.bnTitle ?? null,
            power: p.power ?? null,
            pricePoisha: price,
            discountPercent: discount,
            finalPricePoisha: finalPricePoisha(price, discount),
            medicineTypeId: p.medicineTypeId ?? null,
            brandId: p.brandId ?? null,
            prescriptionRequired: p.prescriptionRequired ?? false,
            forSale: p.forSale ?? true,
            packUnit: p.packUnit ?? null,
            active: p.active ?? true,
            views: p.views ?? 0,
            ...(p.createdAt ? { createdAt: p.createdAt, updatedAt: p.createdAt } : {}),
          };
        }),
      )
      .returning({ id: products.id });
    ids.push(...rows.map((r) => r.id));
  }

  const links = items.map((p, i) => ({ p, id: ids[i] }));
  const genericRows = links.flatMap(({ p, id }) =>
    [...new Set(p.genericIds ?? [])].map((genericId) => ({ productId: id, genericId })),
  );
  const categoryRows = links.flatMap(({ p, id }) =>
    [...new Set(p.categoryIds ?? [])].map((categoryId) => ({ productId: id, categoryId })),
  );
  const imageRows = links.flatMap(({ p, id }) =>
    (p.images ?? []).map((img, sort) => ({ productId: id, image: img.image, thumbnail: img.thumbnail ?? null, sort })),
  );
  const detailRows = links
    .filter(({ p }) => p.detail)
    .map(({ p, id }) => ({
      productId: id,
      indications: sanitizeDetailHtml(p.detail?.indications),
      usesRule: sanitizeDetailHtml(p.detail?.usesRule),
      sideEffect: sanitizeDetailHtml(p.detail?.sideEffect),
      description: sanitizeDetailHtml(p.detail?.description),
    }));
  for (const batch of chunks(genericRows)) await db.insert(productGenerics).values(batch);
  for (const batch of chunks(categoryRows)) await db.insert(productCategories).values(batch);
  for (const batch of chunks(imageRows)) await db.insert(productImages).values(batch);
  for (const batch of chunks(detailRows)) await db.insert(productDetails).values(batch);
  bumpCatalogVersion();
  return ids;
}

/** Ids of generics by title, creating the missing ones. */
export async function ensureGenerics(
  db: DbOrTx,
  items: Array<{ title: string; bnTitle?: string | null }>,
): Promise<Map<string, number>> {
  const unique = [...new Map(items.map((i) => [i.title, i])).values()];
  if (unique.length === 0) return new Map();
  for (const batch of chunks(unique)) {
    await db
      .insert(generics)
      .values(batch.map((g) => ({ title: g.title, bnTitle: g.bnTitle ?? null })))
      .onConflictDoNothing();
  }
  const rows = await db
    .select({ id: generics.id, title: generics.title })
    .from(generics)
    .where(
      inArray(
        generics.title,
        unique.map((g) => g.title),
      ),
    );
  return new Map(rows.map((r) => [r.title, r.id]));
}

/** Ids of brands (manufacturers) by name, creating the missing ones. */
export async function ensureBrands(db: DbOrTx, names: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(names)];
  if (unique.length === 0) return new Map();
  await db
    .insert(brands)
    .values(unique.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.name, unique));
  return new Map(rows.map((r) => [r.name, r.id]));
}

/** Ids of medicine types by title, creating the missing ones. */
export async function ensureMedicineTypes(
  db: DbOrTx,
  items: Array<{ title: string; bnTitle?: string | null }>,
): Promise<Map<string, number>> {
  const unique = [...new Map(items.map((i) => [i.title, i])).values()];
  if (unique.length === 0) return new Map();
  await db
    .insert(medicineTypes)
    .values(unique.map((t) => ({ title: t.title, bnTitle: t.bnTitle ?? null })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: medicineTypes.id, title: medicineTypes.title })
    .from(medicineTypes)
    .where(
      inArray(
        medicineTypes.title,
        unique.map((t) => t.title),
      ),
    );
  return new Map(rows.map((r) => [r.title, r.id]));
}

/** Changes to one product; fields left out stay as they are. */
export type ProductChanges = Partial<Omit<NewProduct, 'views' | 'createdAt' | 'images'>>;

/**
 * Updates one product: its own columns and, when given, its generic and category links (replaced
 * by the new lists) and its detail sections (all four replaced; missing ones become null). With
 * insertProducts this is the one place that converts prices to poisha, computes the final price and
 * sanitizes detail HTML on write: every product update (back office, CSV import) goes through here.
 * Returns false when there is no such product.
 */
export async function updateProduct(db: DbOrTx, id: number, changes: ProductChanges): Promise<boolean> {
  let pricing: { pricePoisha: number; discountPercent: number; finalPricePoisha: number } | undefined;
  if (changes.price !== undefined || changes.discount !== undefined) {
    let price = changes.price === undefined ? undefined : toPoisha(changes.price);
    let discount =
      changes.discount === undefined ? undefined : Math.round(Math.min(100, Math.max(0, changes.discount)) * 100) / 100;
    if (price === undefined || discount === undefined) {
      const [current] = await db
        .select({ price: products.pricePoisha, discount: products.discountPercent })
        .from(products)
        .where(eq(products.id, id));
      if (!current) return false;
      price ??= current.price;
      discount ??= Number(current.discount);
    }
    pricing = { pricePoisha: price, discountPercent: discount, finalPricePoisha: finalPricePoisha(price, discount) };
  }
  const [row] = await db
    .update(products)
    .set({
      slug: changes.slug,
      title: changes.title,
      bnTitle: changes.bnTitle,
      power: changes.power,
      medicineTypeId: changes.medicineTypeId,
      brandId: changes.brandId,
      prescriptionRequired: changes.prescriptionRequired,
      active: changes.active,
      ...pricing,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!row) return false;

  if (changes.genericIds) {
    await db.delete(productGenerics).where(eq(productGenerics.productId, id));
    const rows = [...new Set(changes.genericIds)].map((genericId) => ({ productId: id, genericId }));
    if (rows.length) await db.insert(productGenerics).values(rows);
  }
  if (changes.categoryIds) {
    await db.delete(productCategories).where(eq(productCategories.productId, id));
    const rows = [...new Set(changes.categoryIds)].map((categoryId) => ({ productId: id, categoryId }));
    if (rows.length) await db.insert(productCategories).values(rows);
  }
  if (changes.detail) {
    const detail = {
      indications: sanitizeDetailHtml(changes.detail.indications),
      usesRule: sanitizeDetailHtml(changes.detail.usesRule),
      sideEffect: sanitizeDetailHtml(changes.detail.sideEffect),
      description: sanitizeDetailHtml(changes.detail.description),
    };
    await db
      .insert(productDetails)
      .values({ productId: id, ...detail })
      .onConflictDoUpdate({ target: productDetails.productId, set: detail });
  }
  bumpCatalogVersion();
  return true;
}

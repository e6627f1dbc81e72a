import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { WISHLIST_MAX, type ProductCard } from '@nirog/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { cardsInOrder, catalogTables } from '../catalog';
import { wishlistItems } from './wishlist.tables';

const { products } = catalogTables;

/** The user's wishlist as product cards, newest first; products that left the shop are not shown. */
export function listWishlist(db: DbOrTx, userId: number): Promise<ProductCard[]> {
  return cardsInOrder(
    db,
    sql`SELECT w.product_id FROM wishlist_items w JOIN products p ON p.id = w.product_id
      WHERE w.user_id = ${userId} AND p.active ORDER BY w.created_at DESC, w.id DESC`,
  );
}

/** Of `ids`, those that are products in the shop (active). */
async function activeProductIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));
  return new Set(rows.map((r) => r.id));
}

const sizeOf = async (db: DbOrTx, userId: number) =>
  (await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId)))[0].n;

/**
 * Adds one product (already there: nothing changes). A product not in the shop, or a full list, is a 422 on
 * `product_id`. The unique index on (user, product) keeps duplicates out under concurrent adds
 * (`ON CONFLICT DO NOTHING`); the size limit is a soft one (two adds at the same moment may pass it by one).
 */
export async function addToWishlist(db: Db, userId: number, productId: number): Promise<void> {
  if (!(await activeProductIds(db, [productId])).has(productId)) {
    throw fieldError('product_id', 'cart.product_unavailable');
  }
  if ((await sizeOf(db, userId)) >= WISHLIST_MAX) {
    const [already] = await db
      .select({ id: wishlistItems.id })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    if (already) return;
    throw fieldError('product_id', 'wishlist.full', { max: WISHLIST_MAX });
  }
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFromWishlist(db: DbOrTx, userId: number, productId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

/**
 * Merges the device's list in: adds the products not there yet (repeats and products already saved are
 * ignored, so a second merge changes nothing), skips products that left the shop, and stops at WISHLIST_MAX.
 * The device's order is kept: its first product ends up newest.
 */
export async function mergeWishlist(db: Db, userId: number, productIds: number[]): Promise<void> {
  const unique = [...new Set(productIds)];
  const active = await activeProductIds(db, unique);
  const wanted = unique.filter((id) => active.has(id));
  if (wanted.length === 0) return;
  const saved = new Set(
    (
      await db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(desc(wishlistItems.createdAt))
    ).map((r) => r.productId),
  );
  const room = Math.max(0, WISHLIST_MAX - saved.size);
  const fresh = wanted.filter((id) => !saved.has(id)).slice(0, room);
  if (fresh.length === 0) return;
  // One timestamp per row, the device's first product last written so it sorts newest.
  const now = Date.now();
  await db
    .insert(wishlistItems)
    .values(fresh.map((productId, i) => ({ userId, productId, createdAt: new Date(now - i) })))
    .onConflictDoNothing();
}

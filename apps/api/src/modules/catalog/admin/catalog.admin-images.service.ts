import { and, count, eq, max, sql } from 'drizzle-orm';
import { PRODUCT_IMAGES_MAX } from '@nirog/contracts';
import type { Db, Tx } from '../../../db/client';
import { fieldError, notFound } from '../../../lib/errors';
import { removeFile, saveFile } from '../../../lib/file-store';
import { reencodeImage } from '../../../lib/images';
import { writeAudit } from '../../admin';
import { bumpCatalogVersion } from '../catalog.cache';
import { assertProductExists, getAdminProduct, type ProductWriteResult } from './catalog.admin-products.service';
import { productImages, products } from '../catalog.tables';

/** Pack images: at most 1200 px, with a 300 px thumbnail for cards and lists. */
const PRODUCT_IMAGE_SIZES = { maxSide: 1200, thumbSide: 300 };

/** Locks the product row so concurrent image changes of one product run one after another. */
async function lockProduct(tx: Tx, productId: number): Promise<void> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  if (!row) throw notFound('catalog_admin.product_not_found');
}

const touchProduct = (tx: Tx, productId: number) =>
  tx
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(eq(products.id, productId));

async function imageCount(db: Db | Tx, productId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(productImages).where(eq(productImages.productId, productId));
  return Number(n);
}

/**
 * POST /api/admin/catalog/products/:id/images: re-encodes the picture (content-checked, metadata
 * dropped), stores it with its thumbnail under public `products/` and appends it after the others.
 * Past PRODUCT_IMAGES_MAX it is a 422 on `image`. The files are removed again if the row is not written.
 */
export async function addProductImage(
  db: Db,
  publicRoot: string,
  actorId: number,
  productId: number,
  upload: Buffer,
): Promise<ProductWriteResult> {
  await assertProductExists(db, productId);
  const tooMany = () => fieldError('image', 'catalog_admin.images_max', { max: PRODUCT_IMAGES_MAX });
  if ((await imageCount(db, productId)) >= PRODUCT_IMAGES_MAX) throw tooMany();

  const encoded = await reencodeImage(upload, PRODUCT_IMAGE_SIZES);
  const image = await saveFile(publicRoot, 'products', encoded.image, 'webp');
  const thumbnail = encoded.thumbnail ? await saveFile(publicRoot, 'products', encoded.thumbnail, 'webp') : null;
  try {
    await db.transaction(async (tx) => {
      await lockProduct(tx, productId);
      if ((await imageCount(tx, productId)) >= PRODUCT_IMAGES_MAX) throw tooMany();
      const [{ last }] = await tx
        .select({ last: max(productImages.sort) })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      const [row] = await tx
        .insert(productImages)
        .values({ productId, image, thumbnail, sort: last === null ? 0 : Number(last) + 1 })
        .returning({ id: productImages.id });
      await touchProduct(tx, productId);
      await writeAudit(tx, {
        actorId,
        action: 'product_image_added',
        subjectType: 'product',
        subjectId: productId,
        details: { image_id: row.id, image },
      });
    });
  } catch (err) {
    await Promise.all([removeFile(publicRoot, image), removeFile(publicRoot, thumbnail)]);
    throw err;
  }
  bumpCatalogVersion();
  return { messageKey: 'catalog_admin.image_added', data: await getAdminProduct(db, productId) };
}

/** DELETE /api/admin/catalog/products/:id/images/:imageId: the row, then (once committed) both files. */
export async function deleteProductImage(
  db: Db,
  publicRoot: string,
  actorId: number,
  productId: number,
  imageId: number,
): Promise<ProductWriteResult> {
  const removed = await db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const [row] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
      .returning({ image: productImages.image, thumbnail: productImages.thumbnail });
    if (!row) throw notFound('catalog_admin.image_not_found');
    await touchProduct(tx, productId);
    await writeAudit(tx, {
      actorId,
      action: 'product_image_deleted',
      subjectType: 'product',
      subjectId: productId,
      details: { image_id: imageId, image: row.image },
    });
    return row;
  });
  bumpCatalogVersion();
  await Promise.all([removeFile(publicRoot, removed.image), removeFile(publicRoot, removed.thumbnail)]);
  return { messageKey: 'catalog_admin.image_deleted', data: await getAdminProduct(db, productId) };
}

/**
 * PUT /api/admin/catalog/products/:id/images/order: `imageIds` must be exactly the product's
 * images, each once (422 on `image_ids` otherwise); the first becomes the card image.
 */
export async function reorderProductImages(
  db: Db,
  actorId: number,
  productId: number,
  imageIds: number[],
): Promise<ProductWriteResult> {
  await db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const current = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    const known = new Set(current.map((r) => r.id));
    const exact =
      imageIds.length === known.size &&
      new Set(imageIds).size === imageIds.length &&
      imageIds.every((i) => known.has(i));
    if (!exact) throw fieldError('image_ids', 'catalog_admin.image_order_mismatch');
    for (const [sort, id] of imageIds.entries()) {
      await tx.update(productImages).set({ sort }).where(eq(productImages.id, id));
    }
    await touchProduct(tx, productId);
    await writeAudit(tx, {
      actorId,
      action: 'product_images_reordered',
      subjectType: 'product',
      subjectId: productId,
      details: { image_ids: imageIds },
    });
  });
  bumpCatalogVersion();
  return { messageKey: 'catalog_admin.images_reordered', data: await getAdminProduct(db, productId) };
}

import { and, asc, eq } from 'drizzle-orm';
import type { Product } from '@nirog/contracts';
import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { cardsByIds } from '../catalog.cards';
import { categories, productCategories, productDetails, productImages, products } from '../catalog.tables';

/**
 * GET /api/product/{slug}/show: the full product of an active slug (the route counts the view,
 * catalog.views.ts). Unknown and inactive products are 404 'This product is unavailable'.
 */
export async function showProduct(db: DbOrTx, slug: string): Promise<Product> {
  const [hit] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.active, true)));
  if (!hit) throw notFound('catalog.product_unavailable');

  const [[card], images, categoryRows, [detail]] = await Promise.all([
    cardsByIds(db, [hit.id]),
    db
      .select({ id: productImages.id, image: productImages.image, thumbnail: productImages.thumbnail })
      .from(productImages)
      .where(eq(productImages.productId, hit.id))
      .orderBy(asc(productImages.sort), asc(productImages.id)),
    db
      .select({ id: categories.id, name: categories.name, bn_name: categories.bnName, logo: categories.logo })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(and(eq(productCategories.productId, hit.id), eq(categories.active, true)))
      .orderBy(asc(categories.sort), asc(categories.id)),
    db.select().from(productDetails).where(eq(productDetails.productId, hit.id)),
  ]);
  return {
    ...card,
    images,
    categories: categoryRows,
    product_detail: detail
      ? {
          indications: detail.indications,
          uses_rule: detail.usesRule,
          side_effect: detail.sideEffect,
          description: detail.description,
        }
      : null,
  };
}

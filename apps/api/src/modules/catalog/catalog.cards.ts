import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ProductCard } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { toTaka } from '../../lib/money';
import { brands, generics, medicineTypes, productGenerics, productImages, products } from './catalog.tables';

/** The columns a product card needs, with its medicine type and brand joined. */
export const cardColumns = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  bnTitle: products.bnTitle,
  power: products.power,
  pricePoisha: products.pricePoisha,
  discountPercent: products.discountPercent,
  finalPricePoisha: products.finalPricePoisha,
  views: products.views,
  prescriptionRequired: products.prescriptionRequired,
  medicineType: medicineTypes.title,
  brand: brands.name,
};

export type CardRow = {
  id: number;
  slug: string;
  title: string;
  bnTitle: string | null;
  power: string | null;
  pricePoisha: number;
  discountPercent: number;
  finalPricePoisha: number;
  views: number;
  prescriptionRequired: boolean;
  medicineType: string | null;
  brand: string | null;
};

/** Card rows for a condition, in the given order. */
export function selectCardRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(cardColumns)
    .from(products)
    .leftJoin(medicineTypes, eq(medicineTypes.id, products.medicineTypeId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where);
}

/** Adds generics and the first image to card rows (two queries for the whole list), keeping their order. */
export async function toCards(db: DbOrTx, rows: CardRow[]): Promise<ProductCard[]> {
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
      .select({ productId: productImages.productId, image: productImages.image, thumbnail: productImages.thumbnail })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.sort), asc(productImages.id)),
  ]);
  const genericsOf = new Map<number, Array<{ id: number; title: string }>>();
  for (const g of genericRows) {
    const list = genericsOf.get(g.productId) ?? [];
    list.push({ id: g.id, title: g.title });
    genericsOf.set(g.productId, list);
  }
  const imageOf = new Map<number, { image: string; thumbnail: string | null }>();
  for (const i of imageRows) {
    if (!imageOf.has(i.productId)) imageOf.set(i.productId, { image: i.image, thumbnail: i.thumbnail });
  }
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    bn_title: r.bnTitle,
    power: r.power,
    price: toTaka(r.pricePoisha),
    discount: Number(r.discountPercent),
    final_price: toTaka(r.finalPricePoisha),
    views: r.views,
    prescription_required: r.prescriptionRequired,
    image: imageOf.get(r.id) ?? null,
    medicinetype: r.medicineType === null ? null : { title: r.medicineType },
    generics: genericsOf.get(r.id) ?? [],
    brand: r.brand === null ? null : { name: r.brand },
  }));
}

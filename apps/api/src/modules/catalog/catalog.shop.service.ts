import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Paginated, ProductCard, ShopQuery } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { cardsInOrder } from './catalog.cards';
import { cachedProductTotal } from './catalog.cache';
import { productCategories, productGenerics, products } from './catalog.tables';

/** Lists of popular products and alternatives are short carousels. */
export const SHORT_LIST = 12;

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Keyword search: the brand title, the Bengali title or a generic name contains the keyword,
 * case-insensitively (`lower(...) LIKE`, served by the trigram indexes on the same expressions).
 */
function keywordCondition(keyword: string): SQL {
  const contains = `%${escapeLike(keyword)}%`;
  // A union of three index-served lookups (an OR across tables would scan every product), turned into
  // an array first: `id = ANY(ARRAY(...))` makes the planner probe the primary key for the few
  // matches instead of hash-joining them against a scan of every product.
  return sql`${products.id} = ANY(ARRAY(
    SELECT p.id FROM products p WHERE lower(p.title) LIKE lower(${contains})
    UNION
    SELECT p.id FROM products p WHERE lower(p.bn_title) LIKE lower(${contains})
    UNION
    SELECT pg.product_id FROM product_generics pg JOIN generics g ON g.id = pg.generic_id
    WHERE lower(g.title) LIKE lower(${contains})
  ))`;
}

/**
 * Best matches first: exact title, then title prefix, then a word of the title starting with the
 * keyword, then anywhere in the title, then a generic name starting with it, then the rest; ties by
 * trigram similarity of the title, then popularity.
 */
function keywordRank(keyword: string): SQL[] {
  const escaped = escapeLike(keyword);
  const prefix = `${escaped}%`;
  const word = `% ${escaped}%`;
  const contains = `%${escaped}%`;
  const title = sql`lower(${products.title})`;
  const bn = sql`lower(coalesce(${products.bnTitle}, ''))`;
  const rank = sql`CASE
    WHEN ${title} = lower(${keyword}) OR ${bn} = lower(${keyword}) THEN 0
    WHEN ${title} LIKE lower(${prefix}) OR ${bn} LIKE lower(${prefix}) THEN 1
    WHEN ${title} LIKE lower(${word}) OR ${bn} LIKE lower(${word}) THEN 2
    WHEN ${title} LIKE lower(${contains}) OR ${bn} LIKE lower(${contains}) THEN 3
    WHEN EXISTS (
      SELECT 1 FROM product_generics pg JOIN generics g ON g.id = pg.generic_id
      WHERE pg.product_id = ${products.id} AND lower(g.title) LIKE lower(${prefix})
    ) THEN 4
    ELSE 5 END`;
  return [asc(rank), desc(sql`similarity(${title}, lower(${keyword}))`), desc(products.views), asc(products.id)];
}

function shopOrder(query: ShopQuery): SQL[] {
  switch (query.order_by) {
    case 'title_asc':
      return [asc(products.title), asc(products.id)];
    case 'title_desc':
      return [desc(products.title), desc(products.id)];
    case 'price_asc':
      return [asc(products.finalPricePoisha), asc(products.id)];
    case 'price_desc':
      return [desc(products.finalPricePoisha), desc(products.id)];
    default:
      return query.keyword ? keywordRank(query.keyword) : [desc(products.createdAt), desc(products.id)];
  }
}

/** GET /api/shop: active products, filtered by category and keyword, sorted, 12 a page. */
export async function listShopProducts(db: DbOrTx, query: ShopQuery): Promise<Paginated<ProductCard>> {
  const keyword = query.keyword?.trim() || undefined;
  const q = { ...query, keyword };
  const where = and(
    eq(products.active, true),
    q.category === undefined
      ? undefined
      : // A semi-join, so for a large category the planner can walk the sort's index and stop at 12.
        sql`${products.id} IN (SELECT ${productCategories.productId} FROM ${productCategories} WHERE ${productCategories.categoryId} = ${q.category})`,
    keyword === undefined ? undefined : keywordCondition(keyword),
  );
  const perPage = PAGE_SIZE.listing;
  const { limit, offset } = pageWindow(q.page, perPage);
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...shopOrder(q))
    .limit(limit)
    .offset(offset);
  const [cards, total] = await Promise.all([
    cardsInOrder(db, pageIds.getSQL()),
    cachedProductTotal(db, JSON.stringify([q.category ?? null, keyword?.toLowerCase() ?? null]), where),
  ]);
  return paginated(cards, q.page, perPage, total);
}

/** GET /api/popular-product: the most viewed active products. */
export async function listPopularProducts(db: DbOrTx, limit = SHORT_LIST): Promise<ProductCard[]> {
  return cardsInOrder(
    db,
    db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(desc(products.views), asc(products.id))
      .limit(limit)
      .getSQL(),
  );
}

/**
 * GET /api/alternative-brand-product/{productId}: active products of other brands with exactly the
 * same generics and the same strength, cheapest first; never the product itself. A product without
 * generics has no alternatives.
 */
export async function listAlternativeProducts(db: DbOrTx, productId: number): Promise<ProductCard[]> {
  const [target] = await db
    .select({ id: products.id, brandId: products.brandId, power: products.power })
    .from(products)
    .where(eq(products.id, productId));
  if (!target) return [];
  const genericIds = (
    await db
      .select({ id: productGenerics.genericId })
      .from(productGenerics)
      .where(eq(productGenerics.productId, productId))
      .orderBy(asc(productGenerics.genericId))
  ).map((g) => g.id);
  if (genericIds.length === 0) return [];

  const gensOf = sql`array(SELECT x.generic_id FROM product_generics x WHERE x.product_id = ${products.id} ORDER BY x.generic_id)`;
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.active, true),
        ne(products.id, target.id),
        sql`${products.id} IN (SELECT y.product_id FROM product_generics y WHERE y.generic_id = ${genericIds[0]})`,
        sql`${gensOf} = ${sql.raw(`ARRAY[${genericIds.map((id) => Math.trunc(id)).join(',')}]::integer[]`)}`,
        target.power === null
          ? sql`${products.power} IS NULL`
          : sql`lower(trim(${products.power})) = lower(trim(${target.power}))`,
        target.brandId === null ? undefined : sql`${products.brandId} IS DISTINCT FROM ${target.brandId}`,
      ),
    )
    .orderBy(asc(products.finalPricePoisha), asc(products.id))
    .limit(SHORT_LIST);
  return cardsInOrder(db, ids.getSQL());
}

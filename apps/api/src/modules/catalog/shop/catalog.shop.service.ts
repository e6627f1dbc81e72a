import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Paginated, ProductCard, ShopQuery } from '@nirog/contracts';
import type { DbOrTx } from '../../../db/client';
import { PAGE_SIZE, pageWindow, paginated } from '../../../lib/pagination';
import { cardsInOrder } from '../catalog.cards';
import { cachedProductTotal } from '../catalog.cache';
import {
  GENERIC_ONLY_ORDER,
  collectedGenericMatches,
  collectedMatches,
  collectedTitleMatches,
  genericMatches,
  keywordPatterns,
  similarityTo,
  testedMatches,
  titleMatches,
  titleRank,
  type KeywordPatterns,
} from '../catalog.shop-search';
import { productCategories, productGenerics, products } from '../catalog.tables';

/** Lists of popular products and alternatives are short carousels. */
export const SHORT_LIST = 12;

/** Rows the database may walk along a sort index to fill one page (see catalog.shop-search.ts). */
const WALK_LIMIT = 5000;

/** An explicit sort; undefined means the default (newest first, or best match with a keyword). */
function explicitOrder(orderBy: ShopQuery['order_by']): SQL[] | undefined {
  switch (orderBy) {
    case 'title_asc':
      return [asc(products.title), asc(products.id)];
    case 'title_desc':
      return [desc(products.title), desc(products.id)];
    case 'price_asc':
      return [asc(products.finalPricePoisha), asc(products.id)];
    case 'price_desc':
      return [desc(products.finalPricePoisha), desc(products.id)];
    default:
      return undefined;
  }
}

const NEWEST_FIRST = [desc(products.createdAt), desc(products.id)];

/**
 * Best match: products whose title matches, ranked (catalog.shop-search.ts titleRank), then those
 * that match only through a generic, most viewed first. Only the first `offset + limit` generic-only
 * matches are ever read, so a common generic does not make every page rank thousands of rows.
 */
function bestMatchIds(
  db: DbOrTx,
  scope: SQL | undefined,
  k: KeywordPatterns,
  { limit, offset, walk }: { limit: number; offset: number; walk: boolean },
): SQL {
  const titled = db
    .select({
      id: products.id,
      rank: sql<number>`${titleRank(k)}`.as('rank'),
      sim: sql<number>`${similarityTo(k)}`.as('sim'),
      views: products.views,
    })
    .from(products)
    .where(and(scope, collectedTitleMatches(k)));
  const genericOnly = db
    .select({
      id: products.id,
      rank: sql<number>`4`.as('rank'),
      sim: sql<number>`0::real`.as('sim'),
      views: products.views,
    })
    .from(products)
    .where(and(scope, sql`NOT ${titleMatches(k)}`, walk ? genericMatches(k) : collectedGenericMatches(k)))
    .orderBy(...GENERIC_ONLY_ORDER)
    .limit(offset + limit);
  const matches = k.genericIds.length ? sql`(${titled}) UNION ALL (${genericOnly})` : sql`${titled}`;
  return sql`SELECT m.id FROM (${matches}) m
    ORDER BY m.rank, m.sim DESC, m.views DESC, m.id LIMIT ${limit} OFFSET ${offset}`;
}

const totalKey = (category: number | undefined, keyword: string | null) => JSON.stringify([category ?? null, keyword]);

/**
 * GET /api/shop: active products, filtered by category and keyword, sorted, 12 a page. `walkLimit`
 * is for tests, to compare both search shapes on the same data.
 */
export async function listShopProducts(
  db: DbOrTx,
  query: ShopQuery,
  { walkLimit = WALK_LIMIT }: { walkLimit?: number } = {},
): Promise<Paginated<ProductCard>> {
  const keyword = query.keyword?.trim() || undefined;
  const perPage = PAGE_SIZE.listing;
  const { limit, offset } = pageWindow(query.page, perPage);
  const scope = and(
    eq(products.active, true),
    query.category === undefined
      ? undefined
      : // A semi-join, so for a large category the planner can walk the sort's index and stop at 12.
        sql`${products.id} IN (SELECT ${productCategories.productId} FROM ${productCategories} WHERE ${productCategories.categoryId} = ${query.category})`,
  );
  const order = explicitOrder(query.order_by);
  const pageOf = (where: SQL | undefined, sort: SQL[]) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...sort)
      .limit(limit)
      .offset(offset)
      .getSQL();

  if (!keyword) {
    const [cards, total] = await Promise.all([
      cardsInOrder(db, pageOf(scope, order ?? NEWEST_FIRST)),
      cachedProductTotal(db, totalKey(query.category, null), scope),
    ]);
    return paginated(cards, query.page, perPage, total);
  }

  const k = await keywordPatterns(db, keyword);
  const [scopeTotal, total] = await Promise.all([
    cachedProductTotal(db, totalKey(query.category, null), scope),
    cachedProductTotal(db, totalKey(query.category, k.keyword), and(scope, collectedMatches(k))),
  ]);
  if (offset >= total) return paginated([], query.page, perPage, total);
  // Rows walked along the sort index before the page is full, if matches are spread evenly.
  const walk = ((offset + limit) * scopeTotal) / total <= walkLimit;
  const ids = order
    ? pageOf(and(scope, walk ? testedMatches(k) : collectedMatches(k)), order)
    : bestMatchIds(db, scope, k, { limit, offset, walk });
  return paginated(await cardsInOrder(db, ids), query.page, perPage, total);
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

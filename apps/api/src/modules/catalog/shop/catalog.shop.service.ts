import { createHash } from 'node:crypto';
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Paginated, ProductCard, ShopQuery } from '@nirog/contracts';
import { genericPlanDb, type DbOrTx } from '../../../db/client';
import { PAGE_SIZE, pageWindow, paginated } from '../../../lib/pagination';
import { cardsByIds, cardsInOrder, pageCardsQuery, preparedCards, toCards } from '../catalog.cards';
import { cachedLookup, cachedProductTotal, keptProductTotal } from '../catalog.cache';
import {
  idArray,
  keywordMatches,
  keywordTotal,
  leadMatches,
  LOWERED,
  loosen,
  rankOrder,
  rankTiers,
  type RankTier,
  scannable,
  searchTerms,
  suggestionsFor,
  type LeadShape,
  type SearchTerms,
} from '../catalog.shop-search';
import { productCategories, productGenerics, products } from '../catalog.tables';

/** Lists of popular products and alternatives are short carousels. */
export const SHORT_LIST = 12;

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

/** Products of a category: a semi-join, so for a large category the planner can walk the sort's index and stop at 12. */
const inCategory = (category: number | SQL) =>
  sql`${products.id} IN (SELECT ${productCategories.productId} FROM ${productCategories} WHERE ${productCategories.categoryId} = ${category})`;

const totalKey = (category: number | undefined, keyword: string | null) => JSON.stringify([category ?? null, keyword]);

/**
 * GET /api/shop: active products, filtered by category and keyword (catalog.shop-search.ts: every
 * word must match; typos and Bengali included), sorted (by best match when a keyword is given and no
 * sort is), 12 a page.
 */
export async function listShopProducts(db: DbOrTx, query: ShopQuery): Promise<Paginated<ProductCard>> {
  const keyword = query.keyword?.trim() || undefined;
  const perPage = PAGE_SIZE.listing;
  const { limit, offset } = pageWindow(query.page, perPage);
  // The filters' SQL is built only where it is needed: a total not known yet, a page statement not compiled yet.
  // Most requests need neither, and building a keyword's SQL cost more than the rest of the request's own work.
  const scope = () =>
    and(eq(products.active, true), query.category === undefined ? undefined : inCategory(query.category));
  const activeTotal = () => cachedProductTotal(db, totalKey(query.category, null), () => ({ where: scope() }));
  const order = explicitOrder(query.order_by);
  if (!keyword) {
    const [cards, total] = await Promise.all([
      listingPage(db, query.order_by, query.category)({ limit, offset, category: query.category }),
      activeTotal(),
    ]);
    return paginated(cards, query.page, perPage, total);
  }

  let terms = await cachedLookup(db, `terms|${keyword.toLowerCase()}`, () => searchTerms(db, keyword));
  const scopeKey = String(query.category ?? '');
  // A page of a keyword whose lead word matches few products is cut from all of its matches in its sort (best
  // match included), read once (`orderedMatches`); their number is the total, not counted apart.
  const orderedOf = async (t: SearchTerms) => {
    const lead = await keptLeadMatches(db, t);
    return lead && lead.count <= MOST_ORDERED_MATCHES
      ? orderedMatches(db, t, lead.ids, scope, order ?? rankOrder(t), `${scopeKey}|${query.order_by ?? 'best'}`)
      : undefined;
  };
  // Without a category, a one-word keyword is counted in fewer steps (catalog.shop-search.ts keywordTotal).
  const totalOf = (t: SearchTerms, ordered: Int32Array | undefined) => {
    const key = totalKey(query.category, `${t.loose ? '~' : ''}${t.keyword}`);
    return ordered
      ? keptProductTotal(db, key, ordered.length)
      : cachedProductTotal(db, key, () => ({
          where: and(scope(), keywordMatches(t)),
          counted: query.category === undefined ? keywordTotal(t) : undefined,
        }));
  };
  let ordered = await orderedOf(terms);
  let total = await totalOf(terms, ordered);
  // Nothing found: once more, looser (catalog.shop-search.ts loosen).
  const looser = total === 0 ? loosen(terms) : undefined;
  if (looser) {
    terms = looser;
    ordered = await orderedOf(terms);
    total = await totalOf(terms, ordered);
  }
  if (offset >= total) return paginated([], query.page, perPage, total);
  if (ordered)
    return paginated(
      await cardsByIds(db, Array.from(ordered.subarray(offset, offset + limit))),
      query.page,
      perPage,
      total,
    );
  if (!order) {
    const cards = await pageInTiers(db, scope, terms, { limit, offset }, scopeKey, total > BROAD_TOTAL);
    if (cards?.length === limit) return paginated(cards, query.page, perPage, total);
    // Not read in one statement here (PGlite, long keywords, the looser try): tier by tier.
    const ids = cards
      ? undefined
      : await pageFromTiers(db, scope(), terms, offset + limit, scopeKey, total > BROAD_TOTAL);
    if (ids) return paginated(await cardsByIds(db, ids.slice(offset)), query.page, perPage, total);
  }
  // Every shape reads its page the same way whatever the keyword (`ids` and `hashed` their kept candidates, else
  // by index, as `scan` does; `rows` the sort's index, each row tested): planned once (`plannedOnce`).
  const pageDb = plannedOnce(db, terms);
  const sorted = order === undefined ? 'ids' : sortedShape(offset + limit, await activeTotal(), total);
  // The lead word's matches, read once for all of the keyword's `ids` and `hashed` pages (`keptLeadMatches`).
  const found = sorted !== 'rows' ? (await keptLeadMatches(db, terms))?.ids : undefined;
  // Not kept, a lead word naming no generic has its matches read in one scan of products (catalog.shop-search.ts `scan`).
  const shape = found === undefined && pageDb !== db && sorted !== 'rows' && scannable(terms) ? 'scan' : sorted;
  const lead = found === undefined ? undefined : sql`${sql.placeholder('lead')}::integer[]`;
  const matches = () => keywordMatches(terms, shape, lead);
  const selected = () =>
    pageDb
      .select({ id: products.id })
      .from(products)
      .where(and(scope(), matches()))
      .orderBy(...(order ?? rankOrder(terms)))
      .limit(limit)
      .offset(offset);
  const ids = () =>
    shape === 'scan' ? scannedPage(and(scope(), matches()), order ?? rankOrder(terms), { limit, offset }) : selected();
  const key = `${scopeKey}|${query.order_by ?? ''}|${offset}|${shape}|${lead ? 'found' : ''}`;
  const values = found === undefined ? undefined : { lead: found };
  if (pageDb !== db) {
    // Planned once: the page's ids and their cards in one statement (catalog.cards.ts pageCardsQuery).
    const page = compiledQuery(pageDb, terms, key, () => named(terms, pageCardsQuery(pageDb, ids())));
    return paginated(toCards(await page.execute(values)), query.page, perPage, total);
  }
  // Planned on every run, the cards would be planned with the page (+0.25 ms for "para" by price): apart,
  // their statement keeps its generic plan.
  const page = compiledQuery(pageDb, terms, key, () => named(terms, selected()));
  const pageIds = (await page.execute(values)).map((r) => r.id);
  return paginated(await cardsByIds(db, pageIds), query.page, perPage, total);
}

/**
 * A page's ids from the products `where` selects, sorted: the products are read first, then sorted (`OFFSET 0`
 * keeps the planner from walking the sort's index instead, testing every row: a generic plan does not know how
 * few products the keyword's patterns match). The fenced rows keep the name `products`, for `order`'s columns.
 */
export const scannedPage = (
  where: SQL | undefined,
  order: SQL[],
  { limit, offset }: { limit: number; offset: number },
) =>
  sql`SELECT ${products.id} FROM (SELECT * FROM ${products} WHERE ${where ?? sql`true`} OFFSET 0) ${products}
    ORDER BY ${sql.join(order, sql`, `)} LIMIT ${limit} OFFSET ${offset}`;

/**
 * Every match of a keyword in a sort (`order`, within `scope`: an explicit sort or the best-match ranking), read once
 * in one statement from its lead word's kept matches (`lead`, `keptLeadMatches`) and kept like them and its terms
 * (`cachedLookup`: a minute, or until a catalogue write in this process); each of its pages is then a slice of it and
 * the slice's cards. The page statement's filter and order without its window, so a slice is the page that statement
 * reads. A keyword's pages are asked for again and again (its other pages, other visitors), and each read its
 * matches again: a best-match page read its tiers on every request (4-5 ms a request, the costliest tenth of the
 * mixed searches once their first visits are done). So the best-match order follows views and units sold (the
 * popularity that breaks its ties) a minute late, as the answers cache already makes it (`CATALOG_CACHE_SECONDS`);
 * the units-sold job's changes bump the catalogue (shop/catalog.sales.ts).
 */
function orderedMatches(
  db: DbOrTx,
  terms: SearchTerms,
  lead: string,
  scope: () => SQL | undefined,
  order: SQL[],
  key: string,
): Promise<Int32Array> {
  // Kept as 4 bytes an id: up to MOST_ORDERED_MATCHES of them for each of a keyword's sorts and categories.
  return cachedLookup(db, `ordered|${terms.loose ? '~' : ''}${terms.keyword}|${key}`, async () =>
    Int32Array.from(
      await idArray(
        db,
        db
          .select({ id: products.id })
          .from(products)
          .where(and(scope(), keywordMatches(terms, 'ids', sql`${lead}::integer[]`)))
          .orderBy(...order),
      ),
    ),
  );
}

/**
 * Products a keyword's lead word matches at most (`keptLeadMatches`' count, bounding its matches) for its pages
 * to be read from `orderedMatches`: reading and sorting every match costs about 2.5 us a match, once (ranking them
 * for best match more); a broader keyword's pages walk the sort's index or its hashed candidates (`sortedShape`)
 * or its best-match tiers, and its total is counted.
 */
const MOST_ORDERED_MATCHES = 2000;

/**
 * A page of the listing without a keyword (by category or not, in one sort) as one named statement,
 * its text fixed per sort: the page's ids by the sort's index, then their cards in the same order.
 * Planned once per connection (its generic plan walks the sort's index as the custom plans did);
 * building and planning it on every request cost more than reading it.
 */
function listingPage(db: DbOrTx, orderBy: ShopQuery['order_by'], category: number | undefined) {
  const byCategory = category !== undefined;
  return preparedCards(db, `catalog_listing_${orderBy ?? 'newest'}${byCategory ? '_category' : ''}`, () => {
    const sort = explicitOrder(orderBy) ?? NEWEST_FIRST;
    const page = db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.active, true),
          byCategory ? inCategory(sql`${sql.placeholder('category')}::integer`) : undefined,
        ),
      )
      .orderBy(...sort)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return { where: sql`${products.id} = ANY(ARRAY(${page}))`, order: sort };
  });
}

/**
 * A keyword's page query as a named statement, named after its text: keywords of the same shape (the
 * same words' kinds, sort and page) share one, which each pooled connection parses once and, after five
 * runs, plans once (PostgreSQL's generic plan, kept when its estimate is no worse than the custom plans').
 * The words are parameters, so the names are as many as the shapes, not the keywords. Unnamed, the
 * 2-4 kB text was parsed and planned on every request (0.15-0.5 ms of PostgreSQL time for 0.3-1.3 ms
 * of execution); generic plans ran as fast as custom ones over 70 mixed searches on 100k products.
 */
function named<Row>(
  terms: SearchTerms,
  query: { toSQL(): { sql: string }; prepare(name: string): PageQuery<Row> },
): PageQuery<Row> {
  // Long keywords stay unnamed: their shapes are many, and each named one is kept by every connection.
  if (terms.words.length + terms.numbers.length > MOST_NAMED_WORDS) return query.prepare('');
  return query.prepare(`shop_page_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`);
}
const MOST_NAMED_WORDS = 3;

/**
 * Where a keyword's named statement is planned once, generically (db/client.ts `genericPlanDb`), for the
 * statements whose plan does not depend on the keyword: PostgreSQL re-planned them on every run (custom
 * plans, 0.3-0.5 ms of its CPU each), as the generic plan's estimate (made without the patterns) was always
 * costlier, though the plan and its run were the same. Unnamed statements (long keywords) stay on `db`, and so
 * does the looser second try (`loosen`: its near spellings are tested on every row, whichever plan).
 */
const plannedOnce = (db: DbOrTx, terms: SearchTerms): DbOrTx =>
  terms.loose || terms.words.length + terms.numbers.length > MOST_NAMED_WORDS ? db : genericPlanDb(db);

/**
 * How a keyword's sorted page is found (catalog.shop-search.ts `LeadShape`), from the number of its
 * matches (`total`) among the `active` products and the number of rows the page needs (`wanted`: offset
 * and limit). Reading every match by primary key and sorting costs about 2.5 us a match (`ids`). Walking
 * the sort's index reads about `wanted * active / total` entries: tested against the keyword's candidates
 * as one hashed set (`hashed`), about 0.1 us an entry, index only, after building the set (about 1 us a
 * match); or each row tested itself (`rows`), about 5 us a row read from the table, no set. On 100k
 * products, "para" by price (662 matches, 1,760 rows walked): hashed, 1.3 ms instead of 3-18; "fluo" by
 * title (12,582 matches, 100 rows walked): rows, 1.4 ms instead of 7.5 hashed.
 */
export function sortedShape(wanted: number, active: number, total: number): LeadShape {
  const walked = (wanted * active) / total;
  if (walked * ROW_TEST_US <= total * HASHED_SET_US) return 'rows';
  return walked <= WALK_PER_MATCH * total ? 'hashed' : 'ids';
}
const WALK_PER_MATCH = 25;
const ROW_TEST_US = 5;
const HASHED_SET_US = 1;

interface PageQuery<Row> {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}

/**
 * The ids of the products a keyword's lead word matches (catalog.shop-search.ts `leadMatches`), read once and kept
 * like the keyword's terms and total (`cachedLookup`: a minute, or until a catalogue write in this process; the
 * page statements still test `active`, the category and the other words on each row); undefined when there is no
 * lead word or they are more than MOST_KEPT_MATCHES. Each of a keyword's `ids`, `hashed` and `scan` pages ran the
 * lead's index lookups again on every request (the trigram scans of the title, the Bengali title and the phonetic
 * key, word similarity the costliest, and the generics' products): the mixed searches' pages on 100k products,
 * requested a second time, ran in 0.86 ms instead of 2.00 (`hashed`) and 0.92 instead of 1.45 (`ids` for `scan`).
 */
async function keptLeadMatches(db: DbOrTx, terms: SearchTerms): Promise<{ ids: string; count: number } | undefined> {
  const found = await cachedLookup(db, `lead|${terms.loose ? '~' : ''}${terms.keyword}`, async () => {
    const lead = await leadMatches(db, terms);
    return lead && lead.count <= MOST_KEPT_MATCHES ? lead : null;
  });
  return found ?? undefined;
}
/** Kept ids a keyword at most (as text, 5-7 bytes each; PostgreSQL reads the array from it on each request). */
const MOST_KEPT_MATCHES = 5000;
/**
 * A keyword's page queries, built and compiled once for as long as its terms are kept (catalog.cache.ts
 * `cachedLookup`): a search's SQL is long, and building it again on every request cost the server more
 * than PostgreSQL's work for it. Keyed by the database handle (a compiled query is bound to it).
 */
const compiled = new WeakMap<object, WeakMap<SearchTerms, Map<string, PageQuery<unknown> | null>>>();

/** `build`'s query for `key` (null: none for these terms), built once per terms and database handle. */
function compiledQuery<Query extends PageQuery<unknown> | null>(
  db: DbOrTx,
  terms: SearchTerms,
  key: string,
  build: () => Query,
): Query {
  let ofDb = compiled.get(db);
  if (!ofDb) compiled.set(db, (ofDb = new WeakMap()));
  let ofTerms = ofDb.get(terms);
  if (!ofTerms) ofDb.set(terms, (ofTerms = new Map()));
  let query = ofTerms.get(key);
  if (query === undefined) ofTerms.set(key, (query = build()));
  return query as Query;
}

/**
 * A keyword with more matches than this is `broad` for its best-match tiers (catalog.shop-search.ts
 * `rankTiers`): its first tier is found through word-start patterns. Below it, every product holding the
 * word is few enough to read ("napa": 663 matches, 0.7 ms either way), and the unanchored statement keeps
 * its generic plan (the anchored one was planned on every run: 0.1 ms more PostgreSQL CPU a search).
 */
const BROAD_TOTAL = 2000;

/** The first `count` ids of a best-match tier in its order (`LOWERED` joined when the tier uses it). */
function tierIds(db: DbOrTx, scope: SQL | undefined, tier: RankTier, count: number) {
  const query = db.select({ id: products.id }).from(products).$dynamic();
  return (tier.lowered ? query.crossJoinLateral(LOWERED) : query)
    .where(and(scope, tier.where))
    .orderBy(...tier.order)
    .limit(count);
}

/**
 * A best-match page as its cards, read from the tiers (catalog.shop-search.ts `rankTiers`) in one statement
 * planned once: the first `offset + limit` ids of the first tier, the next tiers' appended only when it holds
 * fewer (each tier's ids an array, the later ones read only then), the page cut from them, and its cards. Fewer
 * cards than `limit`: the tiers end before the page does, and the whole ranking is needed. Undefined when there
 * are no tiers or the statement would be planned on every run (`plannedOnce`: PGlite, long keywords, the looser
 * try; then `pageFromTiers`). Trying the first tier alone first cost a second statement on a quarter of the
 * mixed searches' best-match pages (62 of 261: the first tier of a generic's name holds few products).
 */
async function pageInTiers(
  db: DbOrTx,
  scope: () => SQL | undefined,
  terms: SearchTerms,
  { limit, offset }: { limit: number; offset: number },
  scopeKey: string,
  broad: boolean,
): Promise<ProductCard[] | undefined> {
  const tierDb = plannedOnce(db, terms);
  // Only where the statement is planned once (see `listShopProducts`' sorted pages).
  if (tierDb === db) return undefined;
  const query = compiledQuery(tierDb, terms, `tiercards|${scopeKey}|${limit}|${offset}|${broad}`, () => {
    const tiers = rankTiers(terms, broad);
    if (!tiers) return null;
    const count = offset + limit;
    const [first, ...rest] = tiers.map((tier) => sql`ARRAY(${tierIds(tierDb, scope(), tier, count)})`);
    // `OFFSET 0`: the first tier's array is read once (not pulled up into both branches of the CASE).
    const ranked = rest.length
      ? sql`CASE WHEN cardinality(t.ids) >= ${count} THEN t.ids ELSE t.ids || ${sql.join(rest, sql` || `)} END`
      : sql`t.ids`;
    const ids = sql`SELECT unnest((${ranked})[${offset + 1}:${count}]) FROM (SELECT ${first} AS ids OFFSET 0) t`;
    return named(terms, pageCardsQuery(tierDb, ids));
  });
  return query ? toCards(await query.execute()) : undefined;
}

/**
 * The first `count` ids in best-match order read tier by tier (catalog.shop-search.ts `rankTiers`),
 * or undefined when the tiers hold fewer matches and the whole ranking is needed. `broad`: see BROAD_TOTAL.
 */
export async function pageFromTiers(
  db: DbOrTx,
  scope: SQL | undefined,
  terms: SearchTerms,
  count: number,
  scopeKey = '',
  broad = false,
): Promise<number[] | undefined> {
  const tiers = rankTiers(terms, broad);
  if (!tiers) return undefined;
  // Each tier reads its candidates by index whatever the keyword: planned once (`plannedOnce`).
  const tierDb = plannedOnce(db, terms);
  const ids: number[] = [];
  for (const [i, tier] of tiers.entries()) {
    const want = count - ids.length;
    const query = compiledQuery(tierDb, terms, `tier${i}|${scopeKey}|${want}|${broad}`, () =>
      named(terms, tierIds(tierDb, scope, tier, want)),
    );
    ids.push(...(await query.execute()).map((r) => r.id));
    if (ids.length === count) return ids;
  }
  return undefined;
}

/** GET /api/shop/suggestions: names spelled like a keyword that found nothing ("did you mean"). */
export async function shopSuggestions(db: DbOrTx, keyword: string): Promise<string[]> {
  return suggestionsFor(db, keyword);
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
 * same generics, the same strength and the same dosage form (a suppository's alternatives are
 * suppositories), cheapest first; never the product itself. A product without generics has no
 * alternatives.
 */
export async function listAlternativeProducts(db: DbOrTx, productId: number): Promise<ProductCard[]> {
  const [target] = await db
    .select({
      id: products.id,
      brandId: products.brandId,
      power: products.power,
      medicineTypeId: products.medicineTypeId,
    })
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
        target.medicineTypeId === null
          ? sql`${products.medicineTypeId} IS NULL`
          : eq(products.medicineTypeId, target.medicineTypeId),
        target.brandId === null ? undefined : sql`${products.brandId} IS DISTINCT FROM ${target.brandId}`,
      ),
    )
    .orderBy(asc(products.finalPricePoisha), asc(products.id))
    .limit(SHORT_LIST);
  return cardsInOrder(db, ids.getSQL());
}

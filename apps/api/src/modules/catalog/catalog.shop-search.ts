import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { generics, products } from './catalog.tables';

/**
 * Keyword search of the shop: the brand title, the Bengali title or a generic name contains the
 * keyword, case-insensitively (`lower(...) LIKE`, served by the trigram indexes on the same
 * expressions). Which SQL shape is fastest depends on how many products match, so the search offers
 * two, and listShopProducts picks one from the (cached) totals:
 *
 * - `collect`: the matching ids are gathered first (a union of three index lookups) and the page is
 *   picked from them. Cost grows with the number of matches; right for rare keywords.
 * - `walk`: the sort order's index is walked and each product is tested (the generics part as a
 *   hashed set), stopping at the page's last row. Cost grows with how far the page lies, divided by
 *   how common the matches are; right for common keywords ("para" at a million products matches
 *   thousands through one generic), where collecting would fetch every match to show twelve.
 */
export interface KeywordPatterns {
  keyword: string;
  contains: string;
  prefix: string;
  word: string;
  /**
   * Generics whose name contains the keyword, looked up first (there are a few hundred generics):
   * as values in the query the planner can estimate how many products they cover.
   */
  genericIds: number[];
}

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function keywordPatterns(db: DbOrTx, keyword: string): Promise<KeywordPatterns> {
  const lowered = keyword.toLowerCase();
  const escaped = escapeLike(lowered);
  const contains = `%${escaped}%`;
  const rows = await db
    .select({ id: generics.id })
    .from(generics)
    .where(sql`lower(${generics.title}) LIKE ${contains}`);
  return {
    keyword: lowered,
    contains,
    prefix: `${escaped}%`,
    word: `% ${escaped}%`,
    genericIds: rows.map((r) => r.id),
  };
}

const title = sql`lower(${products.title})`;
const bnTitle = sql`lower(coalesce(${products.bnTitle}, ''))`;

function genericIdList(k: KeywordPatterns): SQL {
  return sql`ARRAY[${sql.join(
    k.genericIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
}

/** The title or the Bengali title contains the keyword. */
export function titleMatches(k: KeywordPatterns): SQL {
  return sql`(${title} LIKE ${k.contains} OR ${bnTitle} LIKE ${k.contains})`;
}

/** `collect`: every matching id gathered first, then the primary key probed for each. */
export function collectedMatches(k: KeywordPatterns): SQL {
  return sql`${products.id} = ANY(ARRAY(
    SELECT p.id FROM products p WHERE lower(p.title) LIKE ${k.contains}
    UNION
    SELECT p.id FROM products p WHERE lower(p.bn_title) LIKE ${k.contains}
    ${k.genericIds.length ? sql`UNION SELECT pg.product_id FROM product_generics pg WHERE pg.generic_id = ANY(${genericIdList(k)})` : sql``}
  ))`;
}

/** Products whose title or Bengali title contains the keyword, gathered by the trigram indexes. */
export function collectedTitleMatches(k: KeywordPatterns): SQL {
  return sql`${products.id} = ANY(ARRAY(
    SELECT p.id FROM products p WHERE lower(p.title) LIKE ${k.contains}
    UNION
    SELECT p.id FROM products p WHERE lower(p.bn_title) LIKE ${k.contains}
  ))`;
}

/** `walk`: a per-row test, the generics part a hashed set the planner builds once. */
export function testedMatches(k: KeywordPatterns): SQL {
  return sql`(${titleMatches(k)} OR ${genericMatches(k)})`;
}

/** `collect` for the generic part alone: the generics' products gathered, then probed. */
export function collectedGenericMatches(k: KeywordPatterns): SQL {
  if (k.genericIds.length === 0) return sql`false`;
  return sql`${products.id} = ANY(ARRAY(SELECT pg.product_id FROM product_generics pg WHERE pg.generic_id = ANY(${genericIdList(k)})))`;
}

/** `walk` for the generic part alone: one of the product's generics contains the keyword. */
export function genericMatches(k: KeywordPatterns): SQL {
  if (k.genericIds.length === 0) return sql`false`;
  return sql`${products.id} IN (SELECT pg.product_id FROM product_generics pg WHERE pg.generic_id = ANY(${genericIdList(k)}))`;
}

/**
 * Best matches first among products whose title matches: exact title, then title prefix, then a
 * word of the title starting with the keyword, then anywhere in the title; ties by trigram
 * similarity, then popularity. Products that match only by a generic come after all of them.
 */
export function titleRank(k: KeywordPatterns): SQL {
  return sql`CASE
    WHEN ${title} = ${k.keyword} OR ${bnTitle} = ${k.keyword} THEN 0
    WHEN ${title} LIKE ${k.prefix} OR ${bnTitle} LIKE ${k.prefix} THEN 1
    WHEN ${title} LIKE ${k.word} OR ${bnTitle} LIKE ${k.word} THEN 2
    ELSE 3 END`;
}

export function similarityTo(k: KeywordPatterns): SQL {
  return sql`similarity(${title}, ${k.keyword})`;
}

/** Order of the generic-only matches: most viewed first. */
export const GENERIC_ONLY_ORDER = [desc(products.views), asc(products.id)];

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { distance } from 'fastest-levenshtein';
import { WORD_SIMILARITY_THRESHOLD, type DbOrTx } from '../../db/client';
import { products } from './catalog.tables';
import { hasBengali, transliterateBengali } from './catalog.transliterate';
import { latinDigits } from '@nirog/contracts/constants';

/**
 * Keyword search of the shop, for what customers type (issue 12): several words that must each
 * match ("napa 500", "napa syrup", "ace plus"), typos ("paracetmol", "napaa", "seclo20") and Bengali
 * ("নাপা", "প্যারাসিটামল").
 *
 * A keyword is split into words (letters and digits apart: "seclo20" is "seclo" and "20"). A number
 * must be a whole number of the strength (or the title); every other word must be found in the
 * title, the Bengali title, the title's phonetic key (`products.search_key`, by substring or trigram
 * word similarity), a generic (its title, Bengali title or phonetic key), the dosage form or the
 * manufacturer. A Bengali word is matched as written and through its Latin transliteration
 * (catalog.transliterate.ts) against the phonetic keys.
 *
 * The candidates come from indexes on the first name word: the trigram indexes on the title, the
 * Bengali title and the phonetic key, the generics' products; a one- or two-letter word only from the
 * title prefix indexes. Ranking (`rankOrder`): the exact brand, then title prefix, title word, whole
 * generic word, near spellings of the title, near spellings of a generic, anything else; within a
 * generic match single-ingredient products before combinations; tablets and capsules before liquids
 * before the other forms; then trigram similarity, units sold (shop/catalog.sales.ts) and views.
 */

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A product's key counts as a spelling of a word from trigram word similarity 0.7 (the index serves
 * pg_trgm's `<%` at the connection's threshold, the same 0.7; it is checked again, whatever a
 * connection says): at 0.6 "napa" would find "Naprosyn". The generics (a small table, scanned) are
 * more forgiving:
 */
const NEAR = WORD_SIMILARITY_THRESHOLD;
/**
 * When nothing matched, the search is tried once more, looser (`loosen`): near spellings from 0.5
 * ("protopon" for Protopan) and words of one or two letters optional ("অস্টোক্যাল-ডি": the "ডি").
 */
const LOOSE_NEAR = 0.5;
const GENERIC_NEAR = 0.5;
/**
 * A key shorter than this is a generic's near spelling only from NEAR, as a product's: three of a four-letter
 * word's five trigrams start many names ("napa" is 0.6 like naproxen, so "napa 500" listed Naprosyn 500 among the
 * cheapest), while the typos of a generic's name that people make are in longer words ("paracetmol", "omiprazole").
 */
const GENERIC_NEAR_FROM_LENGTH = 6;
/** A generic `g` is spelled nearly like a word of the keyword `w` (its key `w.k`): the rule above, in one place. */
const GENERIC_IS_NEAR = sql.raw(`(length(w.k) >= 4 AND word_similarity(w.k, g.search_key) >=
  CASE WHEN length(w.k) >= ${GENERIC_NEAR_FROM_LENGTH} THEN ${GENERIC_NEAR}::real ELSE ${NEAR}::real END)`);
/** Units written after a strength: ignored as words. */
const UNITS = new Set(['mg', 'gm', 'g', 'ml', 'mcg', 'iu', 'kg', 'l', 'মিগ্রা', 'মিলি']);
/** Shorthand for dosage forms on prescriptions and pack labels. */
const FORM_SHORTHAND: Record<string, string> = {
  tab: 'tablet',
  tabs: 'tablet',
  cap: 'capsule',
  caps: 'capsule',
  syp: 'syrup',
  syr: 'syrup',
  susp: 'suspension',
  inj: 'injection',
  oint: 'ointment',
  drop: 'drops',
  supp: 'suppository',
};
/**
 * Words for any oral liquid: in Bangladesh a suspension or an oral solution is asked for as "syrup"
 * ("napa syrup" for Napa Suspension).
 */
const LIQUID_WORDS = new Set(['syrup', 'syp', 'syr', 'সিরাপ']);
/**
 * A form word as misspelt after a name ("napa sirup", "tablate", "capsul", "suspention"): the form noun it is nearest to,
 * one letter off for a word of up to five letters, two for a longer one; none when two nouns are as near
 * or the word is shorter than four letters. The nouns are the last words of the catalogue's forms'
 * names ("eye drops": drops) and what the shorthand stands for.
 */
export function nearestFormNoun(word: string, formTitles: string[]): string | undefined {
  const length = [...word].length;
  if (length < 4 || hasBengali(word)) return undefined;
  const nouns = new Set([
    ...Object.values(FORM_SHORTHAND),
    ...formTitles.map(
      (title) =>
        title
          .split(/[^\p{L}]+/u)
          .filter(Boolean)
          .pop() ?? '',
    ),
  ]);
  const allowed = length <= 5 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  let tied = false;
  for (const noun of nouns) {
    if ([...noun].length < 4) continue;
    const d = distance(word, noun);
    if (d < bestDistance) [best, bestDistance, tied] = [noun, d, false];
    else if (d === bestDistance) tied = true;
  }
  return best !== undefined && !tied && bestDistance <= allowed ? best : undefined;
}

/** Forms ranked first (the common adult forms), then liquids; every other form after them. */
const ADULT_FORMS = /^(tablet|capsule|film coated tablet|chewable tablet|dispersible tablet)/i;
const LIQUID_FORMS = /^(syrup|suspension|oral solution|elixir)/i;

export interface SearchWord {
  /** As typed, lower case (Bengali as written). */
  raw: string;
  /** The Latin spelling (the transliteration of a Bengali word). */
  latin: string;
  bengali: boolean;
  /** `nirog_phonetic_key(latin)`. */
  key: string;
  /** Generics whose name has a word starting with this one (or its key). */
  genericWord: number[];
  /** Generics spelled most like it (the best trigram similarity of the keys among the near ones). */
  genericNearest: number[];
  /** Generics spelled nearly like it (trigram word similarity of the keys). */
  genericNear: number[];
  /** Generics that contain it elsewhere (omeprazole in esomeprazole). */
  genericPart: number[];
  typeIds: number[];
  makerIds: number[];
}

export interface SearchTerms {
  keyword: string;
  words: SearchWord[];
  /** Strength numbers ("500", "2.5"). */
  numbers: string[];
  /** The word that drives the candidates and the rank: the first that is not a form or a maker. */
  lead: SearchWord | undefined;
  /** The name words joined (lower case), and their phonetic key: compared with whole titles. */
  phrase: string;
  phraseKey: string;
  adultTypeIds: number[];
  liquidTypeIds: number[];
  /** The second, looser try (see LOOSE_NEAR). */
  loose?: boolean;
}

/** The looser terms for a second try, or undefined when they would be the same search. */
export function loosen(t: SearchTerms): SearchTerms | undefined {
  if (t.loose || t.words.every((w) => w.key.length < 4 && [...w.raw].length > 2)) return undefined;
  const words = t.words.filter((w) => [...w.raw].length > 2);
  return { ...t, loose: true, words: words.length ? words : t.words };
}

/** Words of a keyword: lower case, letters and digits apart, units dropped when a number is given. */
export function splitKeyword(keyword: string): { words: string[]; numbers: string[] } {
  const pieces = latinDigits(keyword.normalize('NFC').toLowerCase()).match(/\d+(?:\.\d+)?|[\p{L}\p{M}]+/gu) ?? [];
  const numbers = pieces.filter((p) => /^\d/.test(p));
  const words = pieces.filter((p) => !/^\d/.test(p) && !(numbers.length > 0 && UNITS.has(p)));
  return { words, numbers };
}

interface Row extends Record<string, unknown> {
  [key: string]: unknown;
}
const rowsOf = async <T extends Row>(db: DbOrTx, query: SQL): Promise<T[]> =>
  ((await db.execute<T>(query)) as unknown as { rows: T[] }).rows;

/** One parameter, so a statement's text does not depend on how many ids it is given. */
const intArray = (ids: number[]) => sql`${sql.param(ids.map((id) => Math.trunc(id)))}::integer[]`;
const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** A json column: node-postgres parses it, PGlite may hand it over as text. */
const jsonOf = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * Looks the words up: their phonetic keys, the generics, dosage forms and manufacturers they name
 * (small tables), in one round trip (four statements before: their round trips and planning were about
 * half of a keyword's first visit apart from its count).
 */
export async function searchTerms(db: DbOrTx, keyword: string): Promise<SearchTerms> {
  const split = splitKeyword(keyword);
  const raws = split.words;
  const latins = raws.map((w) => (hasBengali(w) ? transliterateBengali(w) : w));
  const phraseLatin = latins.join(' ');
  const empty: SearchTerms = {
    keyword: keyword.trim().toLowerCase(),
    words: [],
    numbers: split.numbers,
    lead: undefined,
    phrase: raws.join(' '),
    phraseKey: '',
    adultTypeIds: [],
    liquidTypeIds: [],
  };
  type GenericRow = { n: number; id: number; word: boolean; near: boolean; whole: number };
  type Looked = {
    types: Array<{ id: number; title: string; bn_title: string | null }> | string;
    keys: Array<string | null> | string | null;
    phrase: string | null;
    generics: GenericRow[] | string;
    makers: Array<{ n: number; id: number }> | string;
  };
  // `w`: each word as typed (escaped for LIKE) and its phonetic key ('' when it has none).
  // Every generic named by a word, and how: a word of the name starting with it, near spelling, or inside.
  const [looked] = await rowsOf<Looked>(
    db,
    sql`WITH w AS MATERIALIZED (
          SELECT t.raw, coalesce(nirog_phonetic_key(t.latin), '') AS k, t.n
          FROM unnest(${textArray(raws.map(escapeLike))}, ${textArray(latins)}) WITH ORDINALITY AS t(raw, latin, n)
        )
        SELECT
          (SELECT json_agg(json_build_object('id', id, 'title', lower(title), 'bn_title', lower(bn_title)))
            FROM medicine_types) AS types,
          (SELECT json_agg(w.k ORDER BY w.n) FROM w) AS keys,
          nirog_phonetic_key(${phraseLatin}) AS phrase,
          (SELECT coalesce(json_agg(json_build_object('n', m.n, 'id', m.id, 'word', m.word, 'near', m.near, 'whole', m.whole)), '[]'::json)
            FROM (
              SELECT w.n, g.id,
                (lower(g.title) LIKE w.raw || '%' OR lower(g.title) LIKE '% ' || w.raw || '%'
                  OR lower(coalesce(g.bn_title, '')) LIKE w.raw || '%' OR lower(coalesce(g.bn_title, '')) LIKE '% ' || w.raw || '%'
                  OR (length(w.k) >= 2 AND (g.search_key LIKE w.k || '%' OR g.search_key LIKE '% ' || w.k || '%'))) AS word,
                ${GENERIC_IS_NEAR} AS near,
                similarity(w.k, split_part(g.search_key, ' ', 1)) AS whole
              FROM w JOIN generics g ON
                lower(g.title) LIKE (CASE WHEN length(w.raw) >= 3 THEN '%' ELSE '' END) || w.raw || '%'
                OR lower(coalesce(g.bn_title, '')) LIKE (CASE WHEN length(w.raw) >= 3 THEN '%' ELSE '' END) || w.raw || '%'
                OR (length(w.k) >= 3 AND g.search_key LIKE '%' || w.k || '%')
                OR ${GENERIC_IS_NEAR}
            ) m) AS generics,
          (SELECT coalesce(json_agg(json_build_object('n', w.n, 'id', b.id)), '[]'::json)
            FROM w JOIN brands b ON length(w.raw) >= 3 AND (lower(b.name) LIKE w.raw || '%')) AS makers`,
  );
  const types = jsonOf(looked.types ?? []);
  empty.adultTypeIds = types.filter((t) => ADULT_FORMS.test(t.title)).map((t) => Number(t.id));
  empty.liquidTypeIds = types.filter((t) => LIQUID_FORMS.test(t.title)).map((t) => Number(t.id));
  if (raws.length === 0) return empty;

  const keys = jsonOf(looked.keys ?? []).map((k) => k ?? '');
  const genericRows = jsonOf(looked.generics);
  const makerRows = jsonOf(looked.makers);

  const words = raws.map((raw, i): SearchWord => {
    const n = i + 1;
    const generics = genericRows.filter((r) => Number(r.n) === n);
    const near = generics.filter((g) => !g.word && g.near);
    // Omeprazole is nearer to "omiprajl" than esomeprazole is, though both contain a near spelling. The
    // first word of the name is compared: "Metformin Hydrochloride" is as near to "metfrmin" as "Metformin".
    const best = Math.max(0, ...near.map((g) => Number(g.whole)));
    const named = (form: string) =>
      types.filter(
        (t) =>
          t.title.startsWith(form) ||
          t.title.includes(` ${form}`) ||
          (t.bn_title !== null && t.bn_title.startsWith(raw)) ||
          (LIQUID_WORDS.has(form) && LIQUID_FORMS.test(t.title)),
      );
    const written = FORM_SHORTHAND[raw] ?? raw;
    let formTypes = written.length >= 3 ? named(written) : [];
    // Only after the name ("napa sirup"): a brand spelt like a form noun is still searched as a brand.
    if (formTypes.length === 0 && i > 0) {
      const near = nearestFormNoun(
        raw,
        types.map((t) => t.title),
      );
      if (near) formTypes = named(near);
    }
    return {
      raw,
      latin: latins[i],
      bengali: hasBengali(raw),
      key: keys[i],
      genericWord: generics.filter((g) => g.word).map((g) => Number(g.id)),
      genericNearest: near.filter((g) => Number(g.whole) >= best - 0.05).map((g) => Number(g.id)),
      genericNear: near.map((g) => Number(g.id)),
      genericPart: generics.filter((g) => !g.word && !g.near).map((g) => Number(g.id)),
      typeIds: formTypes.map((t) => Number(t.id)),
      makerIds: makerRows.filter((r) => Number(r.n) === n).map((r) => Number(r.id)),
    };
  });
  const names = words.filter((w) => w.typeIds.length === 0 && w.makerIds.length === 0);
  return {
    ...empty,
    words,
    lead: names[0] ?? words[0],
    phrase: (names.length ? names : words).map((w) => w.raw).join(' '),
    phraseKey: looked.phrase ?? '',
  };
}

const title = sql`lower(${products.title})`;
const bnTitle = sql`lower(coalesce(${products.bnTitle}, ''))`;
const key = sql`${products.searchKey}`;

/** The lower-case title and Bengali title the level tests compare with: computed on each row they are tested on. */
interface Lowered {
  title: SQL;
  bnTitle: SQL;
}
const rowLowered: Lowered = { title, bnTitle };
/**
 * The same texts computed once a row, as the columns of `LOWERED` (joined to `products` as `lowered`): the level
 * tests of a best-match tier compare them up to eight times a row between its filter and its order (`lower()` of a
 * Bengali title is most of the cost).
 */
const joinedLowered: Lowered = { title: sql`"lowered"."title"`, bnTitle: sql`"lowered"."bn_title"` };
/**
 * The lateral subquery of those columns, for a statement over `products` (`OFFSET 0`: pulled up, its expressions
 * were put back in each test).
 */
export const LOWERED = sql`(SELECT ${title} AS title, ${bnTitle} AS bn_title OFFSET 0) "lowered"`;

/** The word's key is spelled nearly like a word of `column` (a phonetic key). */
const nearKey = (wordKey: string, column: SQL, loose = false) =>
  loose
    ? sql`word_similarity(${wordKey}, ${column}) >= ${LOOSE_NEAR}`
    : sql`(${wordKey} <% ${column} AND word_similarity(${wordKey}, ${column}) >= ${NEAR})`;

const genericProducts = (ids: number[]) =>
  ids.length
    ? sql`${products.id} IN (SELECT pg.product_id FROM product_generics pg WHERE pg.generic_id = ANY(${intArray(ids)}))`
    : sql`false`;

/** Whole-number match of a strength: "500" is in "500 mg" and "500mg" but not in "1500 mg". */
function numberMatches(n: string): SQL {
  const pattern = `(^|[^0-9.])${n.replace(/\./g, '\\.')}([^0-9]|$)`;
  return sql`(coalesce(${products.power}, '') ~ ${pattern} OR ${title} ~ ${pattern})`;
}

/** One word found anywhere a customer would look. */
function wordMatches(w: SearchWord, loose = false): SQL {
  const raw = escapeLike(w.raw);
  const short = [...w.raw].length <= 2;
  const parts: SQL[] = short
    ? [
        sql`${title} LIKE ${`${raw}%`}`,
        sql`${title} LIKE ${`% ${raw}%`}`,
        sql`${bnTitle} LIKE ${`${raw}%`}`,
        sql`${bnTitle} LIKE ${`% ${raw}%`}`,
        // "Ostocal-D": signs are spaces in the key.
        ...(w.key ? [sql`${key} LIKE ${`% ${w.key}%`}`] : []),
      ]
    : [sql`${title} LIKE ${`%${raw}%`}`, sql`${bnTitle} LIKE ${`%${raw}%`}`];
  if (w.key.length >= 3) parts.push(sql`${key} LIKE ${`%${w.key}%`}`);
  if (w.key.length >= 4) parts.push(nearKey(w.key, key, loose));
  const generics = [...w.genericWord, ...w.genericNear, ...(short ? [] : w.genericPart)];
  if (generics.length) parts.push(genericProducts(generics));
  if (w.typeIds.length) parts.push(sql`${products.medicineTypeId} = ANY(${intArray(w.typeIds)})`);
  if (w.makerIds.length) parts.push(sql`${products.brandId} = ANY(${intArray(w.makerIds)})`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * How the lead word's matches are found: `ids`, its index lookups (one scan of products, the generics'
 * products added) read into an array of ids (a count, or a sort of all matches); `hashed`, the same lookups
 * as one hashed set tested on each row of a
 * sort's index walk (a keyword matching many products); `rows`, the lead word's tests run on each row of
 * the walk, no set built (a keyword matching so many that the page is found within a few hundred rows,
 * where building the set would read thousands: "fluo" by title, 12,582 matches on 100k products); `scan`, for a
 * lead word that names no generic (`scannable`), its tests on products itself, so one bitmap scan of products reads
 * each match once and the page is sorted from it. The `ids` shape read the rows of its lookups, then the same rows again
 * by primary key; `hashed` read them, then walked the sort's index. A statement holding `scan` reads it fenced
 * (`OFFSET 0`, shop/catalog.shop.service.ts): planned once, unfenced, the sort's index would be walked testing every
 * row (88-119 ms for "নাটি" by price on 100k products instead of 2). With the lead's matches read before
 * (`leadMatches`, kept by the shop), `ids` and `hashed` test them in place of the lookups, and `scan` is not needed.
 */
export type LeadShape = 'ids' | 'hashed' | 'rows' | 'scan';

/** The tests of the lead word on one product, `p` naming the product's columns (see `candidates`). */
function leadTests(t: SearchTerms, w: SearchWord, p: { title: SQL; bnTitle: SQL; key: SQL; type: SQL; brand: SQL }) {
  const raw = escapeLike(w.raw);
  const length = [...w.raw].length;
  const tests: SQL[] =
    length <= 2
      ? [sql`lower(${p.title}) LIKE ${`${raw}%`}`, sql`lower(${p.bnTitle}) LIKE ${`${raw}%`}`]
      : [sql`lower(${p.title}) LIKE ${`%${raw}%`}`];
  // Every word but the lead is tested against the Bengali title as typed (`wordMatches`); so is the lead.
  if (length > 2) tests.push(sql`lower(${p.bnTitle}) LIKE ${`%${raw}%`}`);
  if (length > 2 && w.key.length >= 3) tests.push(sql`${p.key} LIKE ${`%${w.key}%`}`);
  if (w.key.length >= 4) tests.push(nearKey(w.key, p.key, t.loose));
  if (w.typeIds.length) tests.push(sql`${p.type} = ANY(${intArray(w.typeIds)})`);
  if (w.makerIds.length) tests.push(sql`${p.brand} = ANY(${intArray(w.makerIds)})`);
  const generics = length === 1 ? [] : [...w.genericWord, ...w.genericNear, ...(length > 2 ? w.genericPart : [])];
  return { tests, generics };
}

const anyOf = (tests: SQL[]): SQL => sql`(${sql.join(tests, sql` OR `)})`;

/** The columns of `products p`, for lookups of the lead word's candidates. */
const candidateColumns = {
  title: sql`p.title`,
  bnTitle: sql`p.bn_title`,
  key: sql`p.search_key`,
  type: sql`p.medicine_type_id`,
  brand: sql`p.brand_id`,
};

/** The columns of `products` itself, for the lead word's tests on each row of a statement over it. */
const ownColumns = {
  title: sql`${products.title}`,
  bnTitle: sql`${products.bnTitle}`,
  key: sql`${products.searchKey}`,
  type: sql`${products.medicineTypeId}`,
  brand: sql`${products.brandId}`,
};

/**
 * Products the lead word matches (`shape`, above). For `ids` and `hashed`, found through indexes (its
 * tests as one scan of products, and the generics' products), so the per-word tests run on those only; a one-letter word reaches titles by prefix (a btree prefix index).
 */
function candidates(t: SearchTerms, shape: LeadShape, found?: SQL): SQL | undefined {
  const w = t.lead;
  if (!w) return undefined;
  // The lookups' ids read before (`leadMatches`), given as an integer array.
  if (found && shape === 'ids') return sql`${products.id} = ANY(${found})`;
  if (found && shape === 'hashed') return sql`(${products.id} IN (SELECT unnest(${found}))) IS TRUE`;
  if (shape === 'scan' && scannable(t)) {
    // The same tests on products' own columns: the candidates' lookup is the statement's scan of products.
    return anyOf(leadTests(t, w, ownColumns).tests);
  }
  if (shape === 'rows') {
    const { tests, generics } = leadTests(t, w, ownColumns);
    if (generics.length) tests.push(genericProducts(generics));
    // `IS TRUE`: tested on each row of the sort's index walk, never turned into index lookups.
    return sql`(${sql.join(tests, sql` OR `)}) IS TRUE`;
  }
  const lookups = leadLookups(t, w);
  // `UNION ALL`: `= ANY` tests each product once however often the array holds its id (the lookups' duplicates were
  // removed by a hashed aggregate sized for thousands of rows in the generic plan).
  if (shape !== 'hashed') return sql`${products.id} = ANY(ARRAY(${sql.join(lookups, sql` UNION ALL `)}))`;
  // Hashed: a set tested on each row of an index walk (`IS TRUE` keeps the planner from turning it into a join),
  // built from the lookups read first into an array. So the statement is planned once (generic plan): over the
  // lookups themselves, the set was sized by their estimate (thousands of rows, not knowing the keyword) and
  // deduplicated twice, 0.3 ms slower than custom plans; from an array it starts small and grows, and the
  // lookups' duplicates (UNION ALL) are dropped by the set ("para" by price on 100k products: 0.30 + 1.03 ms
  // planned on every run, 0.01 + 0.84 ms planned once).
  return sql`(${products.id} IN (SELECT unnest(ARRAY(${sql.join(lookups, sql` UNION ALL `)})))) IS TRUE`;
}

/** The lead word's index lookups, each selecting ids of products it matches (inactive ones included). */
function leadLookups(t: SearchTerms, w: SearchWord): SQL[] {
  const { tests, generics } = leadTests(t, w, candidateColumns);
  // One scan of products for all the tests (a BitmapOr over their indexes): each heap page is read once, where a
  // union of one lookup per test read the pages of a product found by its title and by its key twice ("para" on
  // 100k products: 101 heap pages instead of 254, the set built in 0.7 ms instead of 1.1).
  const lookups = [sql`SELECT p.id FROM products p WHERE ${anyOf(tests)}`];
  if (generics.length)
    lookups.push(sql`SELECT pg.product_id FROM product_generics pg WHERE pg.generic_id = ANY(${intArray(generics)})`);
  return lookups;
}

/**
 * Whether the lead word's matches are found in products alone (it names no generic whose products it matches):
 * the `scan` shape applies.
 */
export function scannable(t: SearchTerms): boolean {
  return t.lead !== undefined && leadTests(t, t.lead, candidateColumns).generics.length === 0;
}

/**
 * The number of active products matching a keyword of one word (no other word, no number), or undefined
 * for any other keyword. Counted over the lead word's index lookups, testing `active` on
 * the rows they read anyway, the generics' products against the few inactive ids: reading every match
 * again by primary key (`keywordMatches` as `ids`, then `active`) cost as much as the lookups ("fluo",
 * 12,582 matches on 100k products: 14 of 25 ms).
 */
export function keywordTotal(t: SearchTerms): SQL | undefined {
  const w = t.lead;
  if (!w || t.words.length !== 1 || t.numbers.length) return undefined;
  const { tests, generics } = leadTests(t, w, candidateColumns);
  const lookups = [sql`SELECT p.id FROM products p WHERE p.active AND ${anyOf(tests)}`];
  if (generics.length)
    lookups.push(sql`SELECT pg.product_id FROM product_generics pg WHERE pg.generic_id = ANY(${intArray(generics)})
      AND pg.product_id NOT IN (SELECT p.id FROM products p WHERE p.active = false)`);
  return sql`SELECT count(*)::integer AS total FROM (${sql.join(lookups, sql` UNION `)}) m`;
}

/**
 * The ids of every product the lead word matches (the lookups of `candidates`' `ids` and `hashed` shapes, inactive
 * products included), as the text of an integer array ("{3,17,42}") and their number; undefined without a lead word.
 * Read once, they can stand for the lookups in those shapes (`keywordMatches`' `found`, the text given as an
 * `integer[]` parameter: sent as it is, where an array of numbers was turned into that text by the driver on every
 * request), for as long as the keyword's terms are kept.
 */
export async function leadMatches(db: DbOrTx, t: SearchTerms): Promise<{ ids: string; count: number } | undefined> {
  if (!t.lead) return undefined;
  const [row] = await rowsOf<{ ids: string; count: number }>(
    db,
    // `OFFSET 0`: the array is built once (pulled up, it was built for each of the two columns).
    sql`SELECT m.ids::text AS ids, cardinality(m.ids) AS count
      FROM (SELECT ARRAY(${sql.join(leadLookups(t, t.lead), sql` UNION `)}) AS ids OFFSET 0) m`,
  );
  return { ids: row.ids, count: Number(row.count) };
}

/** The ids a query selects (a single `id` column), in its order, read as one array: one row to parse, not one a match. */
export async function idArray(db: DbOrTx, query: SQLWrapper): Promise<number[]> {
  const [row] = await rowsOf<{ ids: string }>(db, sql`SELECT ARRAY(${query})::text AS ids`);
  return row.ids === '{}' ? [] : row.ids.slice(1, -1).split(',').map(Number);
}

/**
 * Products matching every word and number of the keyword, the lead word's found as `shape` says; for `ids` and
 * `hashed`, `found` (an integer array of `leadMatches`' ids) in place of the lookups when given.
 */
export function keywordMatches(t: SearchTerms, shape: LeadShape = 'ids', found?: SQL): SQL {
  if (t.words.length === 0 && t.numbers.length === 0) {
    // Only signs ("%", "+"): the title or the Bengali title contains them as typed.
    const contains = `%${escapeLike(t.keyword)}%`;
    return sql`(${title} LIKE ${contains} OR ${bnTitle} LIKE ${contains})`;
  }
  // The candidates are exactly the products the lead word matches (the same tests, each through an
  // index), so the lead word is not tested again on every candidate row.
  const lead = candidates(t, shape, found);
  return allOf([lead, ...otherTests(t, lead !== undefined)]);
}

const allOf = (tests: Array<SQL | undefined>): SQL => {
  const present = tests.filter((s): s is SQL => s !== undefined);
  return present.length ? sql`(${sql.join(present, sql` AND `)})` : sql`true`;
};

/** The tests of every word but the lead (when the lead's candidates are tested apart), and the numbers. */
function otherTests(t: SearchTerms, withoutLead: boolean): SQL[] {
  const others = withoutLead ? t.words.filter((w) => w !== t.lead) : t.words;
  return [...others.map((w) => wordMatches(w, t.loose)), ...t.numbers.map(numberMatches)];
}

/** A best-match tier: its filter and order over `products`, and `LOWERED` joined as `lowered` when they use it. */
export interface RankTier {
  where: SQL;
  order: SQL[];
  lowered: boolean;
}

/**
 * The best-match order in tiers, so a page is found without ranking every match: a search for a brand
 * ("napa" on 100k products: 87 titles, but 663 matches with the products of generics spelled like it)
 * needs only the products with a word of the title starting with it (levels 0-2 of `rankOrder`), then those of the
 * generics it names (level 3). Each tier is a filter to use alone in place of `keywordMatches`, holding
 * exactly that tier's matches; they are read in order (`rankOrder` within a tier) until a page is full.
 * When they do not fill it, the whole ranking is needed. Undefined when the tiers would not be exact:
 * a short word (its titles come from the prefix index only), a key too short for the trigram index, or a
 * lead that names a dosage form or a maker.
 */
export function rankTiers(t: SearchTerms, broad = false): RankTier[] | undefined {
  const w = t.lead;
  if (!w || [...w.raw].length <= 2 || w.key.length < 3 || w.typeIds.length || w.makerIds.length) return undefined;
  // The exact level compares keys with the phrase's key: its matches must hold the word's key too.
  if (t.phraseKey && !t.phraseKey.includes(w.key)) return undefined;
  const raw = escapeLike(w.raw);
  const others = otherTests(t, true);
  // Over `LOWERED`'s columns: the tier's statement and the second tier's look-up of the first's products join it.
  const titleLevel = levelCase(levels(t, joinedLowered).slice(0, 3));
  // Levels 0-2 hold the word in the title, the Bengali title or the key. For most keywords one bitmap heap
  // scan over the three trigram indexes (a BitmapOr) finds them, a product without it being at level 3 or
  // below at once. For a `broad` keyword (many matches) the patterns are anchored to the start of a word
  // (levels 1 and 2; the exact level 0 is among them, the phrase starting with the word), so the scan reads
  // those products only, not every product holding the word anywhere ("সেনে" on 100k products: 8,870 keys
  // hold "sin", 347 products start a word with it). Unanchored, the planner keeps the statement's generic plan.
  const starts = (column: SQL, text: string) => [
    sql`${column} LIKE ${`${text}%`}`,
    sql`${column} LIKE ${`% ${text}%`}`,
  ];
  const key = escapeLike(w.key);
  const phraseKeyApart = t.phraseKey && !t.phraseKey.startsWith(w.key) && !t.phraseKey.includes(` ${w.key}`);
  const wordStarts = broad
    ? sql`(${sql.join(
        [
          ...starts(sql`lower(${products.title})`, raw),
          ...starts(sql`lower(${products.bnTitle})`, raw),
          ...starts(sql`${products.searchKey}`, key),
          ...(phraseKeyApart ? [sql`${products.searchKey} LIKE ${escapeLike(t.phraseKey)}`] : []),
        ],
        sql` OR `,
      )})`
    : allOf([
        sql`(lower(${products.title}) LIKE ${`%${raw}%`} OR lower(${products.bnTitle}) LIKE ${`%${raw}%`}
          OR ${products.searchKey} LIKE ${`%${w.key}%`})`,
        sql`${titleLevel} < 3`,
      ]);
  const tiers: RankTier[] = [
    { where: allOf([wordStarts, ...others]), order: rankOrder(t, titleLevel, undefined, joinedLowered), lowered: true },
  ];
  if (w.genericWord.length)
    tiers.push({
      where: allOf([
        // An array of ids, so the products are read through the primary key (a semi-join is estimated badly).
        sql`${products.id} = ANY(ARRAY(SELECT pg.product_id FROM product_generics pg WHERE pg.generic_id = ANY(${intArray(w.genericWord)})))`,
        // The first tier's products are looked up once (hashed), not tested on each row.
        sql`${products.id} NOT IN (SELECT ${products.id} FROM ${products} ${broad ? sql`` : sql`CROSS JOIN LATERAL ${LOWERED}`} WHERE ${wordStarts})`,
        ...others,
      ]),
      // Hundreds of products of a generic: near spellings of the title found once through the index.
      order: rankOrder(
        t,
        null,
        sql`${products.id} IN (SELECT p.id FROM products p WHERE ${nearKey(w.key, sql`p.search_key`, t.loose)})`,
      ),
      lowered: false,
    });
  return tiers;
}

/**
 * Best match first (see the module comment); ids last, so pages are stable. `level` is how the lead
 * word matches (`matchLevel`), null where it is the same for every row; `near`, which products are
 * spelled nearly like it (tested on each row unless given).
 */
export function rankOrder(
  t: SearchTerms,
  level: SQL | null = matchLevel(t),
  near?: SQL,
  lowered: Lowered = rowLowered,
): SQL[] {
  const w = t.lead;
  const formRank = sql`CASE WHEN ${products.medicineTypeId} = ANY(${intArray(t.adultTypeIds)}) THEN 0
    WHEN ${products.medicineTypeId} = ANY(${intArray(t.liquidTypeIds)}) THEN 1 ELSE 2 END`;
  // Popularity: units sold in recent orders (shop/catalog.sales.ts), then views.
  const popularity = [sql`${products.unitsSold} DESC`, sql`${products.views} DESC`];
  if (!w) return [formRank, ...popularity, sql`${products.id}`];
  const raw = escapeLike(w.raw);
  const combination = sql`CASE WHEN ${products.genericCount} > 1 THEN 1 ELSE 0 END`;
  // Near spellings of the title: the nearest first. Exact and generic matches are ordered by popularity.
  const similarity = sql`CASE WHEN ${w.key} <> '' AND ${near ?? nearKey(w.key, key, t.loose)} AND ${lowered.title} NOT LIKE ${`%${raw}%`}
    THEN word_similarity(${w.key}, ${key}) ELSE 1 END DESC`;
  return [...(level ? [level] : []), combination, formRank, similarity, ...popularity, sql`${products.id}`];
}

/** The tests of `matchLevel`, best first: the exact brand, title prefix, title word, generic word, ... */
function levels(t: SearchTerms, { title, bnTitle }: Lowered = rowLowered): SQL[] {
  const w = t.lead;
  if (!w) return [];
  const raw = escapeLike(w.raw);
  const phrase = t.phrase;
  return [
    sql`${title} IN (${phrase}, ${w.raw}) OR ${bnTitle} IN (${phrase}, ${w.raw}) OR ${key} IN (${t.phraseKey}, ${w.key})`,
    sql`${title} LIKE ${`${raw}%`} OR ${bnTitle} LIKE ${`${raw}%`} OR (${w.key} <> '' AND ${key} LIKE ${`${w.key}%`})`,
    sql`${title} LIKE ${`% ${raw}%`} OR ${bnTitle} LIKE ${`% ${raw}%`} OR (${w.key} <> '' AND ${key} LIKE ${`% ${w.key}%`})`,
    genericProducts(w.genericWord),
    w.key.length >= 4 ? nearKey(w.key, key, t.loose) : sql`false`,
    genericProducts(w.genericNearest),
    genericProducts(w.genericNear),
  ];
}

/** The index of the first of `tests` a product passes, or their count when it passes none. */
const levelCase = (tests: SQL[]): SQL =>
  sql`CASE ${sql.join(
    tests.map((test, i) => sql`WHEN ${test} THEN ${sql.raw(String(i))}`),
    sql` `,
  )} ELSE ${sql.raw(String(tests.length))} END`;

/** How a product matches the lead word, 0 (the exact brand) to 7 (anything else): see the module comment. */
const matchLevel = (t: SearchTerms): SQL => (t.lead ? levelCase(levels(t)) : sql`0`);

/**
 * "Did you mean": brand titles and generic names spelled most like the keyword (trigram
 * similarity of the phonetic keys), for a search that found nothing.
 */
export async function suggestionsFor(db: DbOrTx, keyword: string, limit = 5): Promise<string[]> {
  const { words } = splitKeyword(keyword);
  const latin = words.map((w) => (hasBengali(w) ? transliterateBengali(w) : w)).join(' ');
  if (latin.length < 3) return [];
  const ranked = await rowsOf<{ name: string; s: number }>(
    db,
    sql`WITH q AS (SELECT nirog_phonetic_key(${latin}) AS k)
      SELECT name, max(s) AS s FROM (
        SELECT p.title AS name, similarity(q.k, p.search_key) AS s
        FROM products p, q WHERE p.active AND p.search_key % q.k
        UNION ALL
        SELECT g.title AS name, similarity(q.k, g.search_key) AS s FROM generics g, q
        WHERE similarity(q.k, g.search_key) >= 0.3
      ) m GROUP BY name ORDER BY max(s) DESC, name LIMIT ${limit}`,
  );
  return ranked.map((r) => r.name);
}

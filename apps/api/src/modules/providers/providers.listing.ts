import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListedUser, NamedPlace, Paginated, PlaceLevel, ProviderKind } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { AnswerCache } from '../../lib/answer-cache';
import { PAGE_SIZE, pageWindow, paginated } from '../../lib/pagination';
import { ONLINE_WINDOW_MS, authTables } from '../auth';
import { escapeLike, hasBengali, transliterateBengali } from '../catalog';
import { providerApplications } from './providers.tables';
import { latinDigits } from '@nirog/contracts/constants';

/**
 * What the public listings of every kind share (DESIGN.md 5c): who is listed, the keyword words and
 * how a word meets a provider's name and texts (English and Bengali), the place filter, the rating
 * order, the card's user and the page with its cached total. The kinds (`<kind>.listing.ts`) add
 * their own columns, filters and sorts.
 */

const pa = providerApplications;
const { users } = authTables;

/**
 * Public listing answers are remembered for the catalogue's TTL (`CATALOG_CACHE_SECONDS`) and list
 * totals for a minute; a change to who is listed or what a card shows in this process (staff review,
 * a profile update, a new review) bumps the version.
 */
export const providerListings = new AnswerCache();
export function bumpProviderListings(): void {
  providerListings.bump();
}

/** Listed: approved and not suspended (a suspended provider's status is `suspended`). */
export const listedWhere = (kind: ProviderKind): SQL => and(eq(pa.kind, kind), eq(pa.status, 'approved'))!;

/** The average rating (null before the first review); `ratingOrder` sorts by it, best first. */
export const ratingAverage = sql`(${pa.ratingSum}::float8 / NULLIF(${pa.ratingCount}, 0))`;
export const ratingOrder: SQL[] = [
  sql`${ratingAverage} DESC NULLS LAST`,
  sql`${pa.ratingCount} DESC NULLS LAST`,
  sql`${pa.id}`,
];

/** Online while the last heartbeat is under ONLINE_WINDOW_MS old (the same rule as the user's `online_status`). */
const onlineSince = () => new Date(Date.now() - ONLINE_WINDOW_MS);
export function onlineWhere(status: 'online' | 'offline'): SQL {
  return status === 'online'
    ? sql`${users.lastSeenAt} > ${onlineSince()}`
    : sql`(${users.lastSeenAt} IS NULL OR ${users.lastSeenAt} <= ${onlineSince()})`;
}

/** The card's user columns (select them with the provider's row) and their wire shape. */
export const listedUserColumns = { userName: users.name, userAvatar: users.avatar, userLastSeenAt: users.lastSeenAt };
export function listedUser(row: {
  userName: string;
  userAvatar: string | null;
  userLastSeenAt: Date | null;
}): ListedUser {
  const online = row.userLastSeenAt !== null && Date.now() - row.userLastSeenAt.getTime() <= ONLINE_WINDOW_MS;
  return { name: row.userName, avatar: row.userAvatar, online_status: online ? 'online' : 'offline' };
}

/** `{ id, name, bn_name }` of a joined lookup table (null when the left join found nothing). */
export function namedColumns<I extends AnyPgColumn, N extends AnyPgColumn, B extends AnyPgColumn>(table: {
  id: I;
  name: N;
  bnName: B;
}) {
  return { id: table.id, name: table.name, bn_name: table.bnName };
}

/** A left-joined `{ id, name, bn_name }` as the wire has it. */
export const namedPlace = (row: { id: number; name: string; bn_name: string } | null): NamedPlace | null =>
  row ? { id: row.id, name: row.name, bn_name: row.bn_name } : null;

/** The district filter of the listings: `district` is a district id, or a sub-district id when the level is `sub`. */
export function placeWhere(
  columns: { districtId: AnyPgColumn; subDistrictId: AnyPgColumn },
  query: { district_and_subDistrict?: PlaceLevel; district?: number },
): SQL | undefined {
  if (query.district === undefined) return undefined;
  const column = query.district_and_subDistrict === 'sub' ? columns.subDistrictId : columns.districtId;
  return sql`${column} = ${query.district}`;
}

// ---------------------------------------------------------------------------------------------
// Keyword

/** Most words of a keyword that count (the rest are ignored). */
const KEYWORD_WORDS = 5;

/**
 * One word of a keyword. A Latin word meets texts through their phonetic key (`nirog_phonetic_key`,
 * migration 0012: "chowdhury" and "choudhuri" are one key); a Bengali word is transliterated
 * (catalog.transliterate.ts) and meets them through the consonant key (`nirog_consonant_key`: the
 * phonetic key without vowels, since Bengali script leaves the inherent vowel unwritten: "রহমান" and
 * "Rahman" are both "rhmn"), and is also looked for as written in Bengali names. A word like
 * `DOC-00012` is a provider code.
 */
export interface KeywordWord {
  raw: string;
  bengali: boolean;
  /** The `LIKE` pattern for `nirog_search_key(text)`. */
  pattern: SQL;
  /** The application id a provider code names, when the word is one. */
  codeId: number | null;
  codeKind: ProviderKind | null;
}

const CODE_KIND: Record<string, ProviderKind> = { doc: 'doctor', nur: 'nurse', amb: 'ambulance' };

/** The words of a keyword (none for an absent keyword or one with no letter or digit). */
export function keywordWords(keyword: string | undefined): KeywordWord[] {
  if (!keyword) return [];
  const pieces =
    latinDigits(keyword.normalize('NFC').toLowerCase()).match(/(?:doc|nur|amb)-\d+|[\p{L}\p{M}\d]+/gu) ?? [];
  return [...new Set(pieces)].slice(0, KEYWORD_WORDS).map((raw) => {
    const code = /^(doc|nur|amb)-?0*(\d{1,9})$/.exec(raw);
    const bengali = hasBengali(raw);
    const pattern = bengali
      ? sql`'%' || nirog_consonant_key(${transliterateBengali(raw)}) || '%'`
      : sql`'%' || nirog_phonetic_key(${raw}) || '%'`;
    return {
      raw,
      bengali,
      pattern,
      codeId: code ? Number(code[2]) : null,
      codeKind: code ? CODE_KIND[code[1]] : null,
    };
  });
}

/** A word found in a Latin text through its search key (`nirog_search_key`, indexed where it matters). */
export function textMatches(word: KeywordWord, text: SQL | AnyPgColumn): SQL {
  return sql`nirog_search_key(${text}) LIKE ${word.pattern}`;
}

/** A Bengali word found as written in a Bengali name; false for a Latin word. */
export function bengaliMatches(word: KeywordWord, text: SQL | AnyPgColumn): SQL {
  return word.bengali ? sql`${text} LIKE ${`%${escapeLike(word.raw)}%`}` : sql`false`;
}

/**
 * The listed providers of `kind` a word finds: by owner's name or provider code, or by any of the
 * kind's own sources (`more`: subqueries answering application ids). Used as `pa.id IN (...)`, one
 * per word, so every word must be found somewhere.
 */
export function keywordWhere(kind: ProviderKind, word: KeywordWord, more: SQL[] = []): SQL {
  const byName = sql`SELECT ${pa.id} FROM ${pa} JOIN ${users} ON ${users.id} = ${pa.userId}
    WHERE ${pa.kind} = ${kind} AND ${textMatches(word, users.name)}`;
  const sources = [byName, ...more];
  if (word.codeId !== null && word.codeKind === kind && word.codeId <= 2_147_483_647) {
    sources.push(sql`SELECT ${word.codeId}::integer`);
  }
  return sql`${pa.id} IN (${sql.join(sources, sql` UNION `)})`;
}

// ---------------------------------------------------------------------------------------------
// Pages

/**
 * One page of a listing: the total of the filter (`key`) counted once a minute (unless `fresh`), then
 * the page's rows.
 * A page past the end answers an empty `data`.
 */
export async function listingPage<R, T>(
  db: DbOrTx,
  input: {
    key: string;
    page: number;
    perPage?: number;
    /** Count every time (a filter whose total changes by the minute: who is online). */
    fresh?: boolean;
    countRows: () => Promise<number>;
    rows: (window: { limit: number; offset: number }) => Promise<R[]>;
    cards: (rows: R[]) => Promise<T[]>;
  },
): Promise<Paginated<T>> {
  const perPage = input.perPage ?? PAGE_SIZE.listing;
  const total = input.fresh ? await input.countRows() : await providerListings.total(db, input.key, input.countRows);
  const window = pageWindow(input.page, perPage);
  const rows = window.offset < total ? await input.rows(window) : [];
  return paginated(await input.cards(rows), input.page, perPage, total);
}

/** `count(*)` of a filtered select, as a number. */
export async function countOf(query: PromiseLike<Array<{ total: number }>>): Promise<number> {
  const [row] = await query;
  return Number(row?.total ?? 0);
}
export const countColumn = { total: count() };

/**
 * Why a detail page of `kind` shows nothing: `missing` (no application of the kind with this id) or
 * `unlisted` (one exists but is not approved, or is suspended).
 */
export async function unlistedReason(db: DbOrTx, kind: ProviderKind, id: number): Promise<'missing' | 'unlisted'> {
  const [row] = await db
    .select({ id: pa.id })
    .from(pa)
    .where(and(eq(pa.id, id), eq(pa.kind, kind)));
  return row ? 'unlisted' : 'missing';
}

/**
 * A booking of the provider was completed: the served count (the doctor's `doctor_appointments_count`)
 * goes up. The bookings kernel calls it in the transaction that completes the booking.
 */
export async function recordServed(tx: DbOrTx, applicationId: number): Promise<void> {
  await tx
    .update(pa)
    .set({ servedCount: sql`${pa.servedCount} + 1` })
    .where(eq(pa.id, applicationId));
  bumpProviderListings();
}

import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  HOME_PROVIDERS_MAX,
  finalExperience,
  type NurseCard,
  type NurseDetail,
  type NurseListQuery,
  type Paginated,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { toTaka } from '../../lib/money';
import { authTables } from '../auth';
import { lookupsTables } from '../lookups';
import {
  bengaliMatches,
  countColumn,
  countOf,
  keywordWhere,
  keywordWords,
  listedUser,
  listedUserColumns,
  listedWhere,
  listingPage,
  namedColumns,
  placeWhere,
  providersTables,
  ratingOf,
  ratingOrder,
  textMatches,
} from '../providers';
import { NURSE_FEE_COLUMNS, nurseWeekdays } from './nurses.service';
import { nurseDays, nurses } from './nurses.tables';

/** The public nurse list and profile (spec 2 sections 2, 3, 7); shared pieces in providers.listing.ts. */

const pa = providersTables.providerApplications;
const n = nurses;
const { users } = authTables;
const { districts, subDistricts } = lookupsTables;

function nurseWhere(query: Partial<NurseListQuery>): SQL {
  const conditions: Array<SQL | undefined> = [listedWhere('nurse'), placeWhere(n, query)];
  for (const word of keywordWords(query.keyword)) {
    // Name, code, and where the nurse works (the location and the sub-district, in either language).
    const place = sql`SELECT ${n.applicationId} FROM ${n} JOIN ${subDistricts} ON ${subDistricts.id} = ${n.subDistrictId}
      WHERE ${textMatches(word, n.location)} OR ${textMatches(word, subDistricts.name)}
        OR ${bengaliMatches(word, subDistricts.bnName)}`;
    conditions.push(keywordWhere('nurse', word, [place]));
  }
  return and(...conditions)!;
}

function nurseRows(db: DbOrTx) {
  return db
    .select({
      nurse: n,
      code: pa.code,
      ratingSum: pa.ratingSum,
      ratingCount: pa.ratingCount,
      ...listedUserColumns,
      district: namedColumns(districts),
      subDistrict: namedColumns(subDistricts),
    })
    .from(n)
    .innerJoin(pa, eq(pa.id, n.applicationId))
    .innerJoin(users, eq(users.id, pa.userId))
    .innerJoin(districts, eq(districts.id, n.districtId))
    .innerJoin(subDistricts, eq(subDistricts.id, n.subDistrictId))
    .$dynamic();
}
type NurseRow = Awaited<ReturnType<ReturnType<typeof nurseRows>['execute']>>[number];

async function cardsOf(db: DbOrTx, rows: NurseRow[]): Promise<NurseCard[]> {
  const ids = rows.map((r) => r.nurse.applicationId);
  const lowest = ids.length
    ? await db
        .select({
          id: nurseDays.applicationId,
          fee: sql<number | null>`min(LEAST(${sql.join(NURSE_FEE_COLUMNS, sql`, `)}))`,
        })
        .from(nurseDays)
        .where(inArray(nurseDays.applicationId, ids))
        .groupBy(nurseDays.applicationId)
    : [];
  const feeOf = new Map(lowest.map((r) => [r.id, r.fee === null ? null : toTaka(Number(r.fee))]));
  return rows.map((row) => ({
    id: row.nurse.applicationId,
    nurse_code: row.code,
    user: listedUser(row),
    district: row.district,
    sub_district: row.subDistrict,
    location: row.nurse.location,
    experience: row.nurse.experience,
    final_experience: finalExperience(row.nurse.experience),
    fee_from: feeOf.get(row.nurse.applicationId) ?? null,
    ...ratingOf(row),
  }));
}

/** GET /api/nurses-appointment: `order_by` experience or rating (the default). */
export function listNurses(db: DbOrTx, query: NurseListQuery): Promise<Paginated<NurseCard>> {
  const where = nurseWhere(query);
  const { page, order_by: orderBy, ...filter } = query;
  return listingPage(db, {
    key: `nurses|${JSON.stringify(filter)}`,
    page,
    countRows: () => countOf(db.select(countColumn).from(n).innerJoin(pa, eq(pa.id, n.applicationId)).where(where)),
    rows: ({ limit, offset }) =>
      nurseRows(db)
        .where(where)
        .orderBy(...(orderBy === 'experience' ? [desc(n.experience), asc(n.applicationId)] : ratingOrder))
        .limit(limit)
        .offset(offset),
    cards: (rows) => cardsOf(db, rows),
  });
}

/** The home page's nurse carousel: the best rated. */
export async function homeNurses(db: DbOrTx): Promise<NurseCard[]> {
  return cardsOf(
    db,
    await nurseRows(db)
      .where(nurseWhere({}))
      .orderBy(...ratingOrder)
      .limit(HOME_PROVIDERS_MAX),
  );
}

/** GET /api/nurse-appointment/{id}: 404 "This nurse is unavailable" unless listed. */
export async function nurseDetail(db: DbOrTx, id: number): Promise<NurseDetail> {
  const [row] = await nurseRows(db).where(and(listedWhere('nurse'), eq(n.applicationId, id)));
  if (!row) throw new HttpError(404, 'listings.nurse_unavailable');
  const [[card], days] = await Promise.all([
    cardsOf(db, [row]),
    db.select().from(nurseDays).where(eq(nurseDays.applicationId, id)).orderBy(asc(nurseDays.day)),
  ]);
  return { ...card, wdays: nurseWeekdays(days) };
}

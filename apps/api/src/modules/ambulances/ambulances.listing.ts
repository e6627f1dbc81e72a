import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  HOME_PROVIDERS_MAX,
  type AmbulanceCard,
  type AmbulanceDetail,
  type AmbulanceListQuery,
  type Paginated,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/errors';
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
import { ambulances } from './ambulances.tables';

/** The public ambulance list and profile (spec 2 sections 2, 3, 7); shared pieces in providers.listing.ts. */

const pa = providersTables.providerApplications;
const a = ambulances;
const { users } = authTables;
const { districts, subDistricts } = lookupsTables;

function ambulanceWhere(query: Partial<AmbulanceListQuery>): SQL {
  const conditions: Array<SQL | undefined> = [listedWhere('ambulance'), placeWhere(a, query)];
  if (query.condition) conditions.push(eq(a.condition, query.condition));
  for (const word of keywordWords(query.keyword)) {
    // Name, code, the service (owner), the driver, and where it starts from (in either language).
    const own = sql`SELECT ${a.applicationId} FROM ${a}
      JOIN ${districts} ON ${districts.id} = ${a.districtId} JOIN ${subDistricts} ON ${subDistricts.id} = ${a.subDistrictId}
      WHERE ${textMatches(word, sql`(${a.ownerName} || ' ' || ${a.driverName} || ' ' || ${a.startingArea} || ' ' || ${a.location})`)}
        OR ${textMatches(word, sql`(${districts.name} || ' ' || ${subDistricts.name})`)}
        OR ${bengaliMatches(word, sql`(${districts.bnName} || ' ' || ${subDistricts.bnName})`)}`;
    conditions.push(keywordWhere('ambulance', word, [own]));
  }
  return and(...conditions)!;
}

function ambulanceRows(db: DbOrTx) {
  return db
    .select({
      ambulance: a,
      code: pa.code,
      ratingSum: pa.ratingSum,
      ratingCount: pa.ratingCount,
      ...listedUserColumns,
      district: namedColumns(districts),
      subDistrict: namedColumns(subDistricts),
    })
    .from(a)
    .innerJoin(pa, eq(pa.id, a.applicationId))
    .innerJoin(users, eq(users.id, pa.userId))
    .innerJoin(districts, eq(districts.id, a.districtId))
    .innerJoin(subDistricts, eq(subDistricts.id, a.subDistrictId))
    .$dynamic();
}
type AmbulanceRow = Awaited<ReturnType<ReturnType<typeof ambulanceRows>['execute']>>[number];

function cardOf(row: AmbulanceRow): AmbulanceDetail {
  const amb = row.ambulance;
  return {
    id: amb.applicationId,
    ambulance_code: row.code,
    photo: amb.photo,
    user: listedUser(row),
    owner_name: amb.ownerName,
    driver_name: amb.driverName,
    condition: amb.condition as AmbulanceCard['condition'],
    district: row.district,
    sub_district: row.subDistrict,
    location: amb.location,
    starting_area: amb.startingArea,
    ...ratingOf(row),
  };
}

/** GET /api/ambulance-booking: `condition` AC / Non AC, best rated first. */
export function listAmbulances(db: DbOrTx, query: AmbulanceListQuery): Promise<Paginated<AmbulanceCard>> {
  const where = ambulanceWhere(query);
  const { page, order_by: orderBy, ...filter } = query;
  void orderBy; // rating is the only order, and the default
  return listingPage(db, {
    key: `ambulances|${JSON.stringify(filter)}`,
    page,
    countRows: () => countOf(db.select(countColumn).from(a).innerJoin(pa, eq(pa.id, a.applicationId)).where(where)),
    rows: ({ limit, offset }) =>
      ambulanceRows(db)
        .where(where)
        .orderBy(...ratingOrder)
        .limit(limit)
        .offset(offset),
    cards: async (rows) => rows.map(cardOf),
  });
}

/** The home page's ambulance carousel: the best rated. */
export async function homeAmbulances(db: DbOrTx): Promise<AmbulanceCard[]> {
  const rows = await ambulanceRows(db)
    .where(ambulanceWhere({}))
    .orderBy(...ratingOrder)
    .limit(HOME_PROVIDERS_MAX);
  return rows.map(cardOf);
}

/** GET /api/ambulance-booking/{id}: 404 "This ambulance is unavailable" unless listed. */
export async function ambulanceDetail(db: DbOrTx, id: number): Promise<AmbulanceDetail> {
  const [row] = await ambulanceRows(db).where(and(listedWhere('ambulance'), eq(a.applicationId, id)));
  if (!row) throw new HttpError(404, 'listings.ambulance_unavailable');
  return cardOf(row);
}

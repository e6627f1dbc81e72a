import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, districts, hospitals, specialists, states, subDistricts } from './lookups.tables';

/**
 * Checks other modules use to validate ids in their payloads (addresses, join wizards, bookings)
 * before storing them; each answers whether the reference is real and consistent.
 */
export async function countryExists(db: DbOrTx, countryId: number): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return Boolean(row);
}

/** The district exists (and belongs to the country, when one is given). */
export async function districtExists(db: DbOrTx, districtId: number, countryId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.id, districtId), countryId ? eq(districts.countryId, countryId) : undefined));
  return Boolean(row);
}

export async function subDistrictInDistrict(db: DbOrTx, subDistrictId: number, districtId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subDistricts.id })
    .from(subDistricts)
    .where(and(eq(subDistricts.id, subDistrictId), eq(subDistricts.districtId, districtId)));
  return Boolean(row);
}

export async function stateInCountry(db: DbOrTx, stateId: number, countryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: states.id })
    .from(states)
    .where(and(eq(states.id, stateId), eq(states.countryId, countryId)));
  return Boolean(row);
}

export async function hospitalInCountry(db: DbOrTx, hospitalId: number, countryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: hospitals.id })
    .from(hospitals)
    .where(and(eq(hospitals.id, hospitalId), eq(hospitals.countryId, countryId)));
  return Boolean(row);
}

/** The subset of `ids` that are real specialities. */
export async function existingSpecialistIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: specialists.id }).from(specialists).where(inArray(specialists.id, ids));
  return rows.map((r) => r.id);
}

type Named = typeof countries | typeof districts | typeof subDistricts | typeof states | typeof hospitals;

async function nameOf(db: DbOrTx, table: Named, id: number | null | undefined) {
  if (!id) return null;
  const [row] = await db
    .select({ id: table.id, name: table.name, bn_name: table.bnName })
    .from(table)
    .where(eq(table.id, id));
  return row ?? null;
}

/** The `{ id, name, bn_name }` of each reference of a place, as profiles show them (null where unset). */
export async function placeNames(
  db: DbOrTx,
  ids: {
    countryId: number;
    districtId?: number | null;
    subDistrictId?: number | null;
    stateId?: number | null;
    hospitalId?: number | null;
  },
) {
  const [country, district, subDistrict, state, hospital] = await Promise.all([
    nameOf(db, countries, ids.countryId),
    nameOf(db, districts, ids.districtId),
    nameOf(db, subDistricts, ids.subDistrictId),
    nameOf(db, states, ids.stateId),
    nameOf(db, hospitals, ids.hospitalId),
  ]);
  return { country, district, sub_district: subDistrict, state, hospital };
}

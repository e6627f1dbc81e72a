import { integer, varchar } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { FieldErrors } from '../../lib/errors';
import { districtExists, lookupsTables, placeNames, subDistrictInDistrict } from '../lookups';

/**
 * Where a provider works in a district-based country (Bangladesh): the columns every kind's
 * profile table carries, and the one check of the place a join step or a profile update sends.
 */
export const districtPlaceColumns = () => ({
  countryId: integer('country_id')
    .notNull()
    .references(() => lookupsTables.countries.id),
  districtId: integer('district_id')
    .notNull()
    .references(() => lookupsTables.districts.id),
  subDistrictId: integer('sub_district_id')
    .notNull()
    .references(() => lookupsTables.subDistricts.id),
  location: varchar('location', { length: 255 }).notNull(),
});

type PlaceBody = { country_id: number; district_id?: number | null; sub_district_id?: number | null };

/**
 * A district of the country and a sub-district of that district; `only` narrows the country (nurses
 * and ambulances: Bangladesh) and the district (nurses: Dhaka), spec 3 section 5. Problems go to
 * `errors` under the wire's field names.
 */
export async function checkDistrictPlace(
  db: DbOrTx,
  body: PlaceBody,
  errors: FieldErrors,
  only: { countryId?: number; districtId?: number } = {},
) {
  const countryOk = only.countryId === undefined || body.country_id === only.countryId;
  if (!countryOk) errors.country_id = ['providers.bangladesh_only'];
  let districtOk = false;
  if (!body.district_id) errors.district_id = ['validation.required'];
  else if (only.districtId !== undefined && body.district_id !== only.districtId) {
    errors.district_id = ['providers.dhaka_only'];
  } else if (!countryOk) {
    // the district cannot be judged against a country that is refused
  } else if (!(await districtExists(db, body.district_id, body.country_id))) {
    errors.district_id = ['providers.not_in_country'];
  } else districtOk = true;
  if (!body.sub_district_id) errors.sub_district_id = ['validation.required'];
  else if (districtOk && !(await subDistrictInDistrict(db, body.sub_district_id, body.district_id!))) {
    errors.sub_district_id = ['providers.not_in_district'];
  }
}

/** The place as a profile answers it: the ids, their `{ id, name }` and the location. */
export async function districtPlaceFields(
  db: DbOrTx,
  row: { countryId: number; districtId: number; subDistrictId: number; location: string },
) {
  const { country, district, sub_district } = await placeNames(db, row);
  return {
    country_id: row.countryId,
    district_id: row.districtId,
    sub_district_id: row.subDistrictId,
    country,
    district,
    sub_district,
    location: row.location,
  };
}

import { sql } from 'drizzle-orm';
import { COUNTRY_ID } from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { lookupsTables } from '../../modules/lookups';
import bdGeo from './datasets/bd-geo.json';
import { DHAKA_THANAS } from './datasets/dhaka-thanas';
import { INDIA_STATES } from './datasets/india-states';
import { syncIdSequence } from './sequences';

const { countries, districts, subDistricts, states } = lookupsTables;
const DHAKA_DISTRICT_ID = 13;

export const COUNTRIES = [
  { id: COUNTRY_ID.Bangladesh, name: 'Bangladesh', bnName: 'বাংলাদেশ', nameCode: 'BD', isState: 0 },
  { id: COUNTRY_ID.India, name: 'India', bnName: 'ভারত', nameCode: 'IN', isState: 1 },
];

/**
 * Countries, Bangladesh's 64 districts with upazilas (and Dhaka city's thanas), India's states and
 * union territories. Rows carry fixed ids and are upserted, so ids never change across re-seeds and
 * corrected names reach existing databases.
 */
export async function seedGeography(db: DbOrTx): Promise<void> {
  await db
    .insert(countries)
    .values(COUNTRIES)
    .onConflictDoUpdate({
      target: countries.id,
      set: {
        name: sql`excluded.name`,
        bnName: sql`excluded.bn_name`,
        nameCode: sql`excluded.name_code`,
        isState: sql`excluded.is_state`,
      },
    });

  await db
    .insert(districts)
    .values(
      bdGeo.districts.map((d) => ({
        id: d.id,
        countryId: COUNTRY_ID.Bangladesh,
        division: d.division,
        name: d.name,
        bnName: d.bn_name,
      })),
    )
    .onConflictDoUpdate({
      target: districts.id,
      set: {
        countryId: sql`excluded.country_id`,
        division: sql`excluded.division`,
        name: sql`excluded.name`,
        bnName: sql`excluded.bn_name`,
      },
    });

  const subDistrictRows = [
    ...bdGeo.sub_districts.map((s) => ({ id: s.id, districtId: s.district_id, name: s.name, bnName: s.bn_name })),
    ...DHAKA_THANAS.map((t) => ({ id: t.id, districtId: DHAKA_DISTRICT_ID, name: t.name, bnName: t.bn_name })),
  ];
  await db
    .insert(subDistricts)
    .values(subDistrictRows)
    .onConflictDoUpdate({
      target: subDistricts.id,
      set: { districtId: sql`excluded.district_id`, name: sql`excluded.name`, bnName: sql`excluded.bn_name` },
    });

  await db
    .insert(states)
    .values(
      INDIA_STATES.map((s) => ({
        id: s.id,
        countryId: COUNTRY_ID.India,
        name: s.name,
        bnName: s.bn_name,
        kind: s.kind,
      })),
    )
    .onConflictDoUpdate({
      target: states.id,
      set: {
        countryId: sql`excluded.country_id`,
        name: sql`excluded.name`,
        bnName: sql`excluded.bn_name`,
        kind: sql`excluded.kind`,
      },
    });

  for (const table of ['countries', 'districts', 'sub_districts', 'states']) await syncIdSequence(db, table);
}

import { asc, eq, inArray } from 'drizzle-orm';
import {
  COUNTRY_ID,
  type Country,
  type District,
  type Hospital,
  type Specialist,
  type State,
  type SubDistrict,
} from '@nirog/contracts';
import type { DbOrTx } from '../../db/client';
import { countries, districts, hospitals, specialists, states, subDistricts } from './lookups.tables';

/** Alphabetical order that does not depend on the database's collation (PGlite and PostgreSQL agree). */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);

/** Districts of the given countries (all when omitted), each with its sub-districts; both by name. */
export async function listDistricts(db: DbOrTx, countryIds?: number[]): Promise<District[]> {
  const districtRows = await db
    .select()
    .from(districts)
    .where(countryIds ? inArray(districts.countryId, countryIds) : undefined);
  if (districtRows.length === 0) return [];
  const subRows = await db
    .select()
    .from(subDistricts)
    .where(
      inArray(
        subDistricts.districtId,
        districtRows.map((d) => d.id),
      ),
    );

  const subsByDistrict = new Map<number, SubDistrict[]>();
  for (const s of subRows) {
    const list = subsByDistrict.get(s.districtId) ?? [];
    list.push({ id: s.id, district_id: s.districtId, name: s.name, bn_name: s.bnName });
    subsByDistrict.set(s.districtId, list);
  }
  return districtRows
    .map((d) => ({
      id: d.id,
      country_id: d.countryId,
      division: d.division,
      name: d.name,
      bn_name: d.bnName,
      sub_districts: (subsByDistrict.get(d.id) ?? []).sort(byName),
    }))
    .sort(byName);
}

/** Bangladesh's 64 districts with their sub-districts. */
export function listBangladeshDistricts(db: DbOrTx): Promise<District[]> {
  return listDistricts(db, [COUNTRY_ID.Bangladesh]);
}

/** States and union territories of the given countries (all when omitted), by name. */
export async function listStates(db: DbOrTx, countryIds?: number[]): Promise<State[]> {
  const rows = await db
    .select()
    .from(states)
    .where(countryIds ? inArray(states.countryId, countryIds) : undefined);
  return rows
    .map((s) => ({
      id: s.id,
      country_id: s.countryId,
      name: s.name,
      bn_name: s.bnName,
      kind: s.kind === 'union_territory' ? ('union_territory' as const) : ('state' as const),
    }))
    .sort(byName);
}

/** India's states and union territories. */
export function listIndiaStates(db: DbOrTx): Promise<State[]> {
  return listStates(db, [COUNTRY_ID.India]);
}

/** Every country (by id) with its districts and sub-districts and its states. */
export async function listCountriesWithChildren(db: DbOrTx): Promise<Country[]> {
  const [countryRows, districtList, stateList] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.id)),
    listDistricts(db),
    listStates(db),
  ]);
  return countryRows.map((c) => ({
    id: c.id,
    name: c.name,
    bn_name: c.bnName,
    name_code: c.nameCode,
    is_state: c.isState === 1 ? 1 : 0,
    districts: districtList.filter((d) => d.country_id === c.id),
    states: stateList.filter((s) => s.country_id === c.id),
  }));
}

/** Every speciality, by title. */
export async function listSpecialists(db: DbOrTx): Promise<Specialist[]> {
  const rows = await db.select().from(specialists);
  return rows
    .map((s) => ({
      id: s.id,
      title: s.title,
      bn_title: s.bnTitle,
      description: s.description,
      bn_description: s.bnDescription,
      logo: s.logo,
    }))
    .sort((a, b) => collator.compare(a.title, b.title));
}

/** Hospitals of one country or all, by name. */
export async function listHospitals(db: DbOrTx, countryId?: number): Promise<Hospital[]> {
  const rows = await db
    .select()
    .from(hospitals)
    .where(countryId ? eq(hospitals.countryId, countryId) : undefined);
  return rows
    .map((h) => ({
      id: h.id,
      country_id: h.countryId,
      name: h.name,
      bn_name: h.bnName,
      city: h.city,
      logo: h.logo,
    }))
    .sort(byName);
}

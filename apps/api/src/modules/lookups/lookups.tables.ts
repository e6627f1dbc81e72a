import { integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Reference data seeded at every start with explicit, stable ids (seed/reference): Bangladesh is
 * country 1 and India 2; Dhaka district is 13. Other modules refer to these rows by id.
 */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    bnName: varchar('bn_name', { length: 80 }).notNull(),
    /** ISO 3166-1 alpha-2: 'BD', 'IN'. The web links `/{name_code lower}-doctor-appointment`. */
    nameCode: varchar('name_code', { length: 2 }).notNull(),
    /** 1: addresses name a state (India); 0: district and sub-district (Bangladesh). */
    isState: smallint('is_state').notNull().default(0),
  },
  (t) => [uniqueIndex('countries_name_code_unique').on(t.nameCode)],
);

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    division: varchar('division', { length: 40 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    bnName: varchar('bn_name', { length: 80 }).notNull(),
  },
  (t) => [uniqueIndex('districts_country_name_unique').on(t.countryId, t.name)],
);

/** Upazilas, and for Dhaka also the city's metropolitan thanas. */
export const subDistricts = pgTable(
  'sub_districts',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    name: varchar('name', { length: 100 }).notNull(),
    bnName: varchar('bn_name', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('sub_districts_district_name_unique').on(t.districtId, t.name)],
);

/** States and union territories of countries with `is_state` 1. */
export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: varchar('name', { length: 100 }).notNull(),
    bnName: varchar('bn_name', { length: 100 }).notNull(),
    /** 'state' | 'union_territory' */
    kind: varchar('kind', { length: 20 }).notNull().default('state'),
  },
  (t) => [uniqueIndex('states_country_name_unique').on(t.countryId, t.name)],
);

/** Medical specialities; `logo` is a public-storage path such as `specialists/cardiology.svg`. */
export const specialists = pgTable(
  'specialists',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    bnTitle: varchar('bn_title', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    bnDescription: text('bn_description').notNull().default(''),
    logo: varchar('logo', { length: 255 }),
  },
  (t) => [uniqueIndex('specialists_title_unique').on(t.title)],
);

export const hospitals = pgTable(
  'hospitals',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: varchar('name', { length: 190 }).notNull(),
    bnName: varchar('bn_name', { length: 190 }).notNull(),
    city: varchar('city', { length: 80 }).notNull(),
    logo: varchar('logo', { length: 255 }),
  },
  (t) => [uniqueIndex('hospitals_country_name_unique').on(t.countryId, t.name)],
);

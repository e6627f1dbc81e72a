import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { lookupsTables } from '../lookups';
import { providersTables } from '../providers';

const { countries, districts, subDistricts } = lookupsTables;

/** An ambulance (spec 3 section 3), 1:1 with the provider application. `photo` is public storage. */
export const ambulances = pgTable(
  'ambulances',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => providersTables.providerApplications.id, { onDelete: 'cascade' }),
    driverName: varchar('driver_name', { length: 120 }).notNull(),
    ownerName: varchar('owner_name', { length: 120 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    subDistrictId: integer('sub_district_id')
      .notNull()
      .references(() => subDistricts.id),
    location: varchar('location', { length: 255 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 24 }).notNull(),
    vehicleNo: varchar('vehicle_no', { length: 40 }).notNull(),
    /** 'AC' | 'Non AC' */
    condition: varchar('condition', { length: 8 }).notNull().default('Non AC'),
    startingArea: varchar('starting_area', { length: 190 }).notNull(),
    photo: varchar('photo', { length: 255 }),
  },
  (t) => [index('ambulances_district_idx').on(t.districtId, t.subDistrictId)],
);

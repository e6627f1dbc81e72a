import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { districtPlaceColumns, providersTables } from '../providers';

/** An ambulance (spec 3 section 3), 1:1 with the provider application. `photo` is public storage. */
export const ambulances = pgTable(
  'ambulances',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => providersTables.providerApplications.id, { onDelete: 'cascade' }),
    driverName: varchar('driver_name', { length: 120 }).notNull(),
    ownerName: varchar('owner_name', { length: 120 }).notNull(),
    ...districtPlaceColumns(),
    contactPhone: varchar('contact_phone', { length: 24 }).notNull(),
    vehicleNo: varchar('vehicle_no', { length: 40 }).notNull(),
    /** 'AC' | 'Non AC' */
    condition: varchar('condition', { length: 8 }).notNull().default('Non AC'),
    startingArea: varchar('starting_area', { length: 190 }).notNull(),
    photo: varchar('photo', { length: 255 }),
  },
  (t) => [index('ambulances_district_idx').on(t.districtId, t.subDistrictId)],
);

import { integer, pgTable, serial, timestamp, uniqueIndex, index, varchar } from 'drizzle-orm/pg-core';
import { authTables } from '../auth';
import { lookupsTables } from '../lookups';

/**
 * The patient's shipping address (spec 1 "Shipping address"): one per user, in Bangladesh
 * (district and sub-district from the lookups). Replaced in place on every save.
 */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => lookupsTables.countries.id),
    districtId: integer('district_id')
      .notNull()
      .references(() => lookupsTables.districts.id),
    subDistrictId: integer('sub_district_id')
      .notNull()
      .references(() => lookupsTables.subDistricts.id),
    postCode: varchar('post_code', { length: 10 }),
    /** 'Home' | 'Office' */
    effectiveDelivery: varchar('effective_delivery', { length: 10 }).notNull().default('Home'),
    location: varchar('location', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_addresses_user_unique').on(t.userId),
    index('shipping_addresses_district_idx').on(t.districtId),
    index('shipping_addresses_sub_district_idx').on(t.subDistrictId),
  ],
);

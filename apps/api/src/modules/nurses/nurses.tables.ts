import { boolean, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { districtPlaceColumns, providersTables } from '../providers';

/** A nurse's profile (spec 3 section 3), 1:1 with the provider application; Dhaka only. */
export const nurses = pgTable('nurses', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => providersTables.providerApplications.id, { onDelete: 'cascade' }),
  ...districtPlaceColumns(),
  presentAddress: varchar('present_address', { length: 255 }).notNull(),
  permanentAddress: varchar('permanent_address', { length: 255 }).notNull(),
  experience: smallint('experience').notNull(),
});

/**
 * The nurse's weekdays (code 0-6, Sunday first) and, per package, whether it is offered and its fee
 * (poisha). A day the nurse does not work has no row.
 */
export const nurseDays = pgTable(
  'nurse_days',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => nurses.applicationId, { onDelete: 'cascade' }),
    day: smallint('day').notNull(),
    oneCall: boolean('one_call').notNull().default(false),
    oneCallFee: integer('one_call_fee'),
    hour6Morning: boolean('hour_6_morning').notNull().default(false),
    hour6MorningFee: integer('hour_6_morning_fee'),
    hour6Evening: boolean('hour_6_evening').notNull().default(false),
    hour6EveningFee: integer('hour_6_evening_fee'),
    hour12Day: boolean('hour_12_day').notNull().default(false),
    hour12DayFee: integer('hour_12_day_fee'),
    hour12Night: boolean('hour_12_night').notNull().default(false),
    hour12NightFee: integer('hour_12_night_fee'),
    hour24: boolean('hour_24').notNull().default(false),
    hour24Fee: integer('hour_24_fee'),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.day] })],
);

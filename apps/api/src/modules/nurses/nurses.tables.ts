import { boolean, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authTables } from '../auth';
import { bookingsTables } from '../bookings';
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

/**
 * A nurse appointment's own fields (1:1 with its row in `bookings`): where and for what the nurse is
 * wanted, the package, the days of a longer booking and its agreed price, and the patient's ID
 * pictures (private files, `nid_image` required, `nid_image2` optional).
 */
export const nurseBookingDetails = pgTable('nurse_booking_details', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookingsTables.bookings.id, { onDelete: 'cascade' }),
  /** NURSE_PACKAGES */
  nurseService: varchar('nurse_service', { length: 20 }).notNull(),
  /** Days of a booking of more than one day (its fee agreed afterwards); null for one day. */
  moreDay: smallint('more_day'),
  /** Where the nurse is wanted: the kernel's place columns, as on the nurse's own row. */
  ...districtPlaceColumns(),
  phoneNo: varchar('phone_no', { length: 24 }).notNull(),
  purpose: text('purpose').notNull(),
  /** The fee is agreed after booking; set with the agreed price. */
  priceLater: boolean('price_later').notNull().default(false),
  priceAgreedAt: timestamp('price_agreed_at', { withTimezone: true }),
  priceAgreedBy: integer('price_agreed_by').references(() => authTables.users.id, { onDelete: 'set null' }),
  nidImage: varchar('nid_image', { length: 255 }).notNull(),
  nidImage2: varchar('nid_image2', { length: 255 }),
});

import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { bookingsTables } from '../bookings';
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

/** An ambulance booking's journey (1:1 with its row in `bookings`) and the fare the owner reported. */
export const ambulanceBookingDetails = pgTable('ambulance_booking_details', {
  bookingId: integer('booking_id')
    .primaryKey()
    .references(() => bookingsTables.bookings.id, { onDelete: 'cascade' }),
  startLocation: varchar('start_location', { length: 255 }).notNull(),
  endLocation: varchar('end_location', { length: 255 }).notNull(),
  /** Poisha; given on completion when the service charge is a percent of the fare. */
  farePoisha: integer('fare_poisha'),
});

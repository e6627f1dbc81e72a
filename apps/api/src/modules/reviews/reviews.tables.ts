import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { authTables } from '../auth';
import { bookingsTables } from '../bookings';
import { providersTables } from '../providers';

/**
 * Patients' reviews of providers (spec 2 sections 2-4): one per completed booking (`booking_id`, unique
 * when set; a deleted booking leaves its review), by its patient. `provider_id` is the provider
 * application's id, as the listings identify providers; `provider_kind` repeats its kind so a review
 * page asks one index. `service` is the spec's name of what was reviewed (`AmbulanceBooking`, ...).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    /** 'doctor' | 'nurse' | 'ambulance' */
    providerKind: varchar('provider_kind', { length: 12 }).notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providersTables.providerApplications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookingsTables.bookings.id, { onDelete: 'set null' }),
    /** REVIEW_SERVICES */
    service: varchar('service', { length: 24 }).notNull(),
    rating: smallint('rating').notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A provider's reviews, newest first.
    index('reviews_provider_idx').on(t.providerKind, t.providerId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('reviews_booking_unique')
      .on(t.bookingId)
      .where(sql`${t.bookingId} IS NOT NULL`),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

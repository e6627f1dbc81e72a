import { index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PrescriptionItem, PrescriptionTitle } from '@nirog/contracts';
import { authTables } from '../auth';
import { bookingsTables } from '../bookings';

/**
 * One row per saved version of a consultation's prescription (DESIGN.md 6b): a correction inserts the
 * next version and never changes an earlier one, so what a patient downloaded stays on record. The
 * lists are kept as written, in order, in the version's own row.
 */
export const ePrescriptions = pgTable(
  'e_prescriptions',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingsTables.bookings.id, { onDelete: 'cascade' }),
    version: smallint('version').notNull(),
    /** The doctor's user who saved this version. */
    writtenBy: integer('written_by').references(() => authTables.users.id, { onDelete: 'set null' }),
    /** `7 days`, `2 months` (contracts FOLLOW_UP_CHOICES); null without follow-up. */
    followUp: varchar('follow_up', { length: 12 }),
    items: jsonb('items').$type<PrescriptionItem[]>().notNull(),
    complains: jsonb('complains').$type<PrescriptionTitle[]>().notNull().default([]),
    diagnoses: jsonb('diagnoses').$type<PrescriptionTitle[]>().notNull().default([]),
    advices: jsonb('advices').$type<PrescriptionTitle[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('e_prescriptions_version_uq').on(t.bookingId, t.version),
    index('e_prescriptions_writer_idx').on(t.writtenBy),
  ],
);

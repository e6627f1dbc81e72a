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
import type { PrescriptionStatus } from '@nirog/contracts';
import { authTables } from '../auth';
import { cartTables } from '../cart';

/**
 * Prescriptions patients upload (spec 1 "Prescription upload") and the pharmacist's answer.
 * `language` is the one the patient uploaded in: mails about the prescription use it.
 * `order_id` is the order a pharmacist made from it (one at most).
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).$type<PrescriptionStatus>().notNull().default('Pending'),
    dayFor: smallint('day_for').notNull(),
    unnecessaryMedicine: text('unnecessary_medicine'),
    /** The pharmacist's note to the patient (the reason when Declined). */
    note: text('note'),
    language: varchar('language', { length: 2 }).$type<'en' | 'bn'>().notNull().default('en'),
    orderId: integer('order_id').references(() => cartTables.orders.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => authTables.users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prescriptions_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('prescriptions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('prescriptions_status_created_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('prescriptions_order_unique').on(t.orderId),
    check('prescriptions_status_check', sql`${t.status} IN ('Pending', 'Reviewed', 'Ordered', 'Declined')`),
    check('prescriptions_day_for_check', sql`${t.dayFor} BETWEEN 1 AND 365`),
  ],
);

/**
 * The pictures of a prescription: paths relative to the PRIVATE storage root (never served under
 * /storage), random names, re-encoded WebP (full size and thumbnail).
 */
export const prescriptionImages = pgTable(
  'prescription_images',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    image: varchar('image', { length: 255 }).notNull(),
    thumbnail: varchar('thumbnail', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prescription_images_prescription_idx').on(t.prescriptionId, t.position)],
);

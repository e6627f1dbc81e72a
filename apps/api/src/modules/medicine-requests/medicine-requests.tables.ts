import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { MedicineRequestStatus } from '@nirog/contracts';
import { authTables } from '../auth';
import { catalogTables } from '../catalog';

/**
 * A medicine a patient asked for that the shop does not list (spec 1 "Medicine request"), and the
 * pharmacist's answer: the product it became (Ready) or the reason it cannot be had (Declined).
 * `language` is the one the patient asked in: mails about the request use it.
 */
export const medicineRequests = pgTable(
  'medicine_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 190 }).notNull(),
    status: varchar('status', { length: 20 }).$type<MedicineRequestStatus>().notNull().default('Pending'),
    note: text('note'),
    productId: integer('product_id').references(() => catalogTables.products.id, { onDelete: 'set null' }),
    language: varchar('language', { length: 2 }).$type<'en' | 'bn'>().notNull().default('en'),
    handledBy: integer('handled_by').references(() => authTables.users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medicine_requests_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('medicine_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('medicine_requests_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('medicine_requests_product_idx').on(t.productId),
    check('medicine_requests_status_check', sql`${t.status} IN ('Pending', 'Processing', 'Ready', 'Declined')`),
  ],
);

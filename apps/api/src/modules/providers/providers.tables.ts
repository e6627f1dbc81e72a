import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { authTables } from '../auth';

/**
 * One application per user and kind (doctor, nurse, ambulance): the life cycle of DESIGN.md 5b.
 * The kind's own profile is a 1:1 table owned by the kind's module, keyed by `application_id`.
 * `code` is the provider code (`DOC-00012`), derived from the id so it never collides.
 */
export const providerApplications = pgTable(
  'provider_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    /** 'doctor' | 'nurse' | 'ambulance' */
    kind: varchar('kind', { length: 12 }).notNull(),
    code: varchar('code', { length: 16 })
      .notNull()
      .generatedAlwaysAs(
        // lpad cuts longer text: from id 100000 the id is written whole (DOC-100000), never DOC-10000 again.
        sql`CASE kind WHEN 'doctor' THEN 'DOC-' WHEN 'nurse' THEN 'NUR-' ELSE 'AMB-' END || CASE WHEN id < 100000 THEN lpad(id::text, 5, '0') ELSE id::text END`,
      ),
    /** 'draft' | 'pending' | 'approved' | 'rejected' | 'suspended' */
    status: varchar('status', { length: 12 }).notNull().default('draft'),
    /** The last wizard step completed (0 before step 1). */
    stepReached: smallint('step_reached').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => authTables.users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why it was rejected or suspended (mailed to the provider). */
    reason: text('reason'),
    /** Reviews of completed bookings, kept in step by the bookings kernel. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Bookings completed (the doctor's `doctor_appointments_count`), kept in step by the bookings kernel. */
    servedCount: integer('served_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_applications_user_kind_unique').on(t.userId, t.kind),
    uniqueIndex('provider_applications_code_unique').on(t.code),
    // The back-office queue: by kind and status, oldest submission first.
    index('provider_applications_queue_idx').on(t.status, t.kind, t.submittedAt, t.id),
    // The listings' "best rated" order (providers.listing.ts `ratingOrder`).
    index('provider_applications_rating_idx').on(
      t.kind,
      t.status,
      sql`(${t.ratingSum}::float8 / NULLIF(${t.ratingCount}, 0)) DESC NULLS LAST`,
      t.ratingCount.desc(),
      t.id,
    ),
  ],
);

/**
 * Private provider documents (NID/passport images, other documents, the doctor's signature), served
 * through lib/private-files.ts to the provider and staff only. `type`: 'signature' | 'nid_passport' |
 * 'nid_passport2' | 'doc'; `position` orders the documents (0-4).
 */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => providerApplications.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).notNull(),
    position: smallint('position').notNull().default(0),
    path: varchar('path', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_documents_application_idx').on(t.applicationId, t.type, t.position),
    index('provider_documents_path_idx').on(t.path),
  ],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authTables } from '../auth';

/**
 * What staff did, written in the same transaction as the change itself (DESIGN.md section 4).
 * `actor_id` is null for system actions; entries outlive the accounts they mention.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => authTables.users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    subjectType: varchar('subject_type', { length: 40 }).notNull(),
    subjectId: integer('subject_id'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

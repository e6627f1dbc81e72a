import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authTables } from '../auth';

/** Messages sent from the contact page; staff are told by mail in the same transaction. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 190 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 190 }).notNull(),
    message: text('message').notNull(),
    /** The signed-in sender, if any. */
    userId: integer('user_id').references(() => authTables.users.id, { onDelete: 'set null' }),
    /** The language the sender used ('en' | 'bn'), so staff can answer in it. */
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_user_idx').on(t.userId)],
);

/**
 * Marketplace settings changed from the back office. Only changed keys are stored; defaults live
 * in code (content.settings.ts). Money values are integer poisha.
 */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => authTables.users.id, { onDelete: 'set null' }),
});

/** Which one-time seed steps (the demo marketplace parts) have run on this database. */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 60 }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

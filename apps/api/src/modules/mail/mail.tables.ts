import { integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Transactional outbox: mail is written here, with the job that delivers it (`mail-delivery` on
 * the job queue), in the same transaction as the action that causes it; the job retries with
 * back-off, so a crash or an SMTP outage loses none. The row is the record the dev outbox shows.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 190 }).notNull(),
  subject: varchar('subject', { length: 255 }).notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** pending -> sent | failed (gave up after the last attempt) */
  status: varchar('status', { length: 10 }).notNull().default('pending'),
  /** Delivery attempts that reached the end (sent or refused). */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** 'smtp' or 'dev-outbox' (no SMTP_URL: kept here and shown at /dev/mail) */
  transport: varchar('transport', { length: 12 }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

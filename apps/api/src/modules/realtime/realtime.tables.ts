import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { authTables } from '../auth';
import { bookingsTables } from '../bookings';

/**
 * One row per call (DESIGN.md section 6): a doctor calls the patient of one of their Ready bookings.
 * Status: ringing -> answered | rejected | missed | cancelled; answered -> ended. Every change is a
 * conditional UPDATE from the expected status, so of two devices answering at once exactly one wins.
 */
export const calls = pgTable(
  'calls',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookingsTables.bookings.id, { onDelete: 'cascade' }),
    callerId: integer('caller_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    isVideo: boolean('is_video').notNull(),
    /** ringing, answered, rejected, missed, cancelled, ended */
    status: varchar('status', { length: 10 }).notNull().default('ringing'),
    callerPeerId: varchar('caller_peer_id', { length: 100 }).notNull(),
    /** The receiver's socket that answered (its other devices stop ringing). */
    answeredSocketId: varchar('answered_socket_id', { length: 64 }),
    ringExpiresAt: timestamp('ring_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: integer('ended_by').references(() => authTables.users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('calls_receiver_idx').on(t.receiverId, t.status),
    index('calls_caller_idx').on(t.callerId, t.status),
    index('calls_booking_idx').on(t.bookingId, t.createdAt.desc()),
  ],
);

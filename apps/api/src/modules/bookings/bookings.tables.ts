import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { authTables } from '../auth';
import { providersTables } from '../providers';

/** A PostgreSQL `tstzrange`, read and written as its text form `[start,end)`. */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/**
 * One row per booking of any kind (DESIGN.md 5c): doctor appointment, audio or video consultation,
 * nurse and ambulance booking. The kind's own fields live in a 1:1 table of the kind's module.
 * Status (5b): Pending (a fee awaits payment; the slot is held until `hold_expires_at`), Ready (paid
 * or nothing owed), Completed, Cancelled. `slot` is the time the booking occupies: the migration's
 * exclusion constraint `bookings_no_overlap` refuses two live bookings of a provider whose slots
 * overlap, and `bookings_serial_unique` two live bookings of a provider's day with one serial.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** 'appointment' | 'audio' | 'video' | 'nurse' | 'ambulance' */
    kind: varchar('kind', { length: 12 }).notNull(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providersTables.providerApplications.id, { onDelete: 'cascade' }),
    /** Pending, Ready, Completed, Cancelled */
    status: varchar('status', { length: 10 }).notNull().default('Pending'),
    /** Pending, Paid, Failed, Refunded */
    paymentStatus: varchar('payment_status', { length: 10 }).notNull().default('Pending'),
    /** The payment's public id (need_payment_crypt_id); null when nothing is owed. */
    paymentPublicId: varchar('payment_public_id', { length: 64 }),
    feePoisha: integer('fee_poisha').notNull(),
    discountPoisha: integer('discount_poisha').notNull().default(0),
    vatPoisha: integer('vat_poisha').notNull().default(0),
    totalPoisha: integer('total_poisha').notNull(),
    reviewed: boolean('reviewed').notNull().default(false),
    slot: tstzrange('slot'),
    /** The local day of the slot (the provider's time zone), which serial numbers count within. */
    slotDay: date('slot_day'),
    /** 'Asia/Dhaka' or 'Asia/Kolkata' (India doctors' hospital time). */
    timeZone: varchar('time_zone', { length: 40 }).notNull().default('Asia/Dhaka'),
    serialNo: smallint('serial_no'),
    /** The provider set the serial by hand; automatic numbering keeps it. */
    serialFixed: boolean('serial_fixed').notNull().default(false),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledBy: integer('cancelled_by').references(() => authTables.users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Money was received for a booking that will not take place: staff must refund it. */
    refundDue: boolean('refund_due').notNull().default(false),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The patient's language when booking, for their mails. */
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_patient_idx').on(t.patientId, t.kind, t.createdAt.desc()),
    index('bookings_provider_idx').on(t.providerId, t.kind, t.slotDay, t.serialNo),
    index('bookings_status_idx').on(t.status, t.kind, t.createdAt),
    uniqueIndex('bookings_payment_public_id_uq').on(t.paymentPublicId),
    index('bookings_refund_idx')
      .on(t.refundDue)
      .where(sql`${t.refundDue}`),
  ],
);

/** Every change of a booking, for the back office's history. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** created, paid, payment_failed, paid_after_cancel, completed, cancelled, hold_expired, serial_changed, schedule_changed, refunded, reviewed */
    kind: varchar('kind', { length: 30 }).notNull(),
    actorId: integer('actor_id').references(() => authTables.users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.id)],
);

/**
 * Referral earnings (spec 2 "Earning"): an India appointment booked with someone's referral code earns
 * its owner a share. Pending -> Ready (appointment Completed) -> Completed (staff recorded the payout).
 * `exchange_rate` is taka per rupee at booking; INR amounts in paise.
 */
export const referralEarnings = pgTable(
  'referral_earnings',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => authTables.users.id, { onDelete: 'cascade' }),
    costPoisha: integer('cost_poisha').notNull(),
    costPaise: integer('cost_paise').notNull(),
    exchangeRate: varchar('exchange_rate', { length: 16 }).notNull(),
    benefitPercentage: varchar('benefit_percentage', { length: 8 }).notNull(),
    benefitPoisha: integer('benefit_poisha').notNull(),
    benefitPaise: integer('benefit_paise').notNull(),
    /** Pending, Ready, Completed (paid out), Cancelled (the appointment was cancelled) */
    status: varchar('status', { length: 10 }).notNull().default('Pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => authTables.users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_earnings_booking_uq').on(t.bookingId),
    index('referral_earnings_referrer_idx').on(t.referrerId, t.createdAt.desc()),
  ],
);

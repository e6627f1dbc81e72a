import {
  boolean,
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

/**
 * One row per payable thing (medicine order, appointment, consultation, nurse booking, ambulance
 * service charge), keyed for the browser by the unguessable `public_id` (DESIGN.md section 5).
 * Status: Pending -> Paid | Failed | Cancelled; Failed and Cancelled may be retried (back to
 * Pending with a new `tran_id`) and may still become Paid when the gateway reports money received.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    publicId: varchar('public_id', { length: 64 }).notNull(),
    /** 'order' (later: appointment, consultation, nurse, ambulance) */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => authTables.users.id),
    amountPoisha: integer('amount_poisha').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('BDT'),
    /** Pending, Paid, Failed, Cancelled */
    status: varchar('status', { length: 10 }).notNull().default('Pending'),
    /** 'sandbox' | 'sslcommerz' | 'cash'; the gateway of the latest session (null until one starts). */
    gateway: varchar('gateway', { length: 12 }),
    /** Our transaction id of the latest gateway session (earlier ones stay in payment_events). */
    tranId: varchar('tran_id', { length: 40 }),
    /** The gateway's reference shown to people (SSLCommerz bank_tran_id, sandbox reference). */
    gatewayTransactionId: varchar('gateway_transaction_id', { length: 80 }),
    valId: varchar('val_id', { length: 80 }),
    bankTranId: varchar('bank_tran_id', { length: 80 }),
    /** SSLCommerz risk_level: 0 safe, 1 risky (held for review, never marked Paid automatically). */
    riskLevel: smallint('risk_level'),
    /** Set when a risky payment is held for staff review; reconciliation leaves it alone. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /**
     * Set when money arrived for something no longer payable (an order cancelled while the gateway page was
     * open): the payment is Paid (money received) but its purpose is not, and staff must refund it.
     */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    /** Web path the buyer returns to, e.g. '/profile/my-order'. */
    returnPath: varchar('return_path', { length: 200 }).notNull(),
    /** Language of the buyer when the session started ('en' | 'bn'), for the return message. */
    lang: varchar('lang', { length: 2 }).notNull().default('en'),
    /** Gateway sessions started. */
    attempts: integer('attempts').notNull().default(0),
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }),
    /** When reconciliation last asked the gateway about this payment. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_public_id_uq').on(t.publicId),
    uniqueIndex('payments_tran_id_uq').on(t.tranId),
    index('payments_subject_idx').on(t.purpose, t.subjectId),
    index('payments_user_idx').on(t.userId),
    index('payments_pending_idx').on(t.status, t.sessionStartedAt),
  ],
);

/**
 * Every gateway interaction, good or bad: session starts, callbacks (including forged, replayed and
 * mismatched ones, which change nothing), validations and reconciliation results.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    /** Null when the callback named no payment of ours. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** The transaction id the event is about (also finds a payment by an earlier session's id). */
    tranId: varchar('tran_id', { length: 40 }),
    /** session_started, session_failed, sandbox_result, success_callback, fail_callback, cancel_callback, ipn, reconciled, ... */
    kind: varchar('kind', { length: 30 }).notNull(),
    ok: boolean('ok').notNull(),
    /** Why, and a whitelisted copy of what the gateway said (never secrets nor card numbers). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId), index('payment_events_tran_idx').on(t.tranId)],
);

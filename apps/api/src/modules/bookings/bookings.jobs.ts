import { eq } from 'drizzle-orm';
import { defineJob } from '../jobs';
import { HOLD_EXPIRY, REMINDER } from './bookings.job-specs';
import { queueBookingMail, queueCancelMails } from './bookings.mails';
import { expireHold } from './bookings.service';
import { slotBounds } from './bookings.slots';
import { bookings } from './bookings.tables';

/** Hold expiry (DESIGN.md 5c, 6c): due when an unpaid booking's hold ends; the patient and the provider are told. */
export const bookingHoldExpiry = defineJob({
  ...HOLD_EXPIRY,
  worker: ({ db, config }) => ({
    run: async ({ bookingId }) => {
      await db.transaction(async (tx) => {
        if (!(await expireHold(tx, bookingId))) return;
        const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
        await queueCancelMails(tx, row, config.appUrl);
      });
    },
  }),
});

/** Reminders to the patient the day before and two hours before. */
export const bookingReminder = defineJob({
  ...REMINDER,
  worker: ({ db, config }) => ({
    run: async ({ bookingId, which, start }) => {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
        // Moved or no longer live: this reminder is stale (a move queues new ones).
        if (!row || row.status !== 'Ready' || slotBounds(row)?.start.toISOString() !== start) return;
        await queueBookingMail(tx, row, which === 'day' ? 'reminder_day' : 'reminder_hours', config.appUrl);
      });
    },
  }),
});

import type { DbOrTx } from '../../db/client';
import { cancelJobs, enqueueJob, jobInsert, jobRows, type JobKind } from '../jobs';
import { slotBounds } from './bookings.slots';

/**
 * The bookings' job kinds as the queue stores them (name and retries); `bookings.jobs.ts` gives them
 * their workers, which use the transitions that queue them, so the two halves live apart.
 */
type Spec<Data> = Omit<JobKind<Data>, 'worker'>;

export const HOLD_EXPIRY: Spec<{ bookingId: number }> = {
  name: 'booking-hold-expiry',
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  timeoutSeconds: 60,
};

export type ReminderWhich = 'day' | 'hours';
export const REMINDER: Spec<{ bookingId: number; which: ReminderWhich; start: string }> = {
  name: 'booking-reminder',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  timeoutSeconds: 60,
};

const asKind = <D>(spec: Spec<D>) => spec as JobKind<D>;
export const holdKey = (bookingId: number) => `booking-hold-${bookingId}`;
export const reminderKey = (bookingId: number) => `booking-reminder-${bookingId}`;

export async function queueHoldExpiry(tx: DbOrTx, bookingId: number, at: Date) {
  await enqueueJob(tx, asKind(HOLD_EXPIRY), { bookingId }, { startAfter: at, key: holdKey(bookingId) });
}

export async function dropHoldExpiry(tx: DbOrTx, bookingId: number) {
  await cancelJobs(tx, asKind(HOLD_EXPIRY) as JobKind<never>, holdKey(bookingId));
}

const REMINDER_LEAD_MS: Record<ReminderWhich, number> = { day: 24 * 3_600_000, hours: 2 * 3_600_000 };

/**
 * (Re)queues the reminders of a Ready booking with a slot: the day before and two hours before, those
 * still in the future. Earlier ones of the booking are dropped first (a moved or cancelled booking).
 */
export async function scheduleReminders(
  tx: DbOrTx,
  row: { id: number; slot: string | null; status: string },
  now = Date.now(),
) {
  await cancelJobs(tx, asKind(REMINDER) as JobKind<never>, reminderKey(row.id));
  const start = slotBounds(row)?.start;
  if (!start || row.status !== 'Ready') return;
  const due = (Object.keys(REMINDER_LEAD_MS) as ReminderWhich[])
    .map((which) => ({ which, at: new Date(start.getTime() - REMINDER_LEAD_MS[which]) }))
    .filter((r) => r.at.getTime() > now);
  if (!due.length) return;
  await tx.execute(
    jobInsert(
      asKind(REMINDER) as JobKind<never>,
      jobRows(
        due.map((r) => ({
          data: { bookingId: row.id, which: r.which, start: start.toISOString() },
          startAfter: r.at,
          key: reminderKey(row.id),
        })),
      ),
    ),
  );
}

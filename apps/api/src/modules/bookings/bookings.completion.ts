import { sql, type SQL } from 'drizzle-orm';
import { wallClock, type BookingZone } from '../../lib/time';
import { bookings } from './bookings.tables';

/**
 * When a booking may be marked Completed: from its day on, not before (completion makes a referral
 * earning Ready, makes an ambulance owner owe the service charge and invites the patient to review).
 *
 * The day is the booking's `slot_day` (the first day of its slot, a nurse's one-call visit the date the
 * patient chose) and it has begun when that date has come in the booking's own zone (`time_zone`:
 * Asia/Dhaka, or Asia/Kolkata for an India doctor's hospital time). A booking with no day is one made for
 * now: an audio or video consultation (the doctor calls once it is paid) or an ambulance called to come at
 * once; its day is the day it was made, which has always begun, so it may be completed as soon as it is
 * Ready.
 *
 * `dayHasBegun` is the rule in SQL, on the database's clock (`now()`; `dayHasBegunAt` on another instant), for the completing UPDATE's WHERE:
 * the check and the change are one statement, so no race slips a booking past it. `canComplete` is the
 * same rule on this process's clock, for the lists (`can_complete`) that decide whether to offer the
 * button; the server's refusal stays the word that counts.
 */
export const dayHasBegunAt = (clock: SQL) =>
  sql<boolean>`(${bookings.slotDay} IS NULL OR ${bookings.slotDay} <= (${clock} AT TIME ZONE ${bookings.timeZone})::date)`;
export const dayHasBegun = dayHasBegunAt(sql`now()`);

/** Ready and its day has come (see above), as the provider's lists offer Completed. */
export function canComplete(
  row: Pick<typeof bookings.$inferSelect, 'status' | 'slotDay' | 'timeZone'>,
  now = new Date(),
): boolean {
  if (row.status !== 'Ready') return false;
  return !row.slotDay || row.slotDay <= wallClock(now, row.timeZone as BookingZone).date;
}

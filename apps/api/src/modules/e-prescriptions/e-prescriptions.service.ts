import { desc, eq, inArray, max } from 'drizzle-orm';
import {
  PRESCRIPTION_BOOKING_KINDS,
  PrescriptionBodySchema,
  parseFollowUp,
  type EPrescription,
} from '@nirog/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { addDays, wallClock } from '../../lib/time';
import { logBookingEvent, type BookingRow } from '../bookings';
import { ePrescriptions } from './e-prescriptions.tables';

type PrescriptionRow = typeof ePrescriptions.$inferSelect;
export type PrescriptionInput = z.output<typeof PrescriptionBodySchema>;

/** A prescription is written on a paid (Ready) or Completed consultation, never on one still awaiting payment. */
const WRITABLE_STATUSES = ['Ready', 'Completed'];

/** `YYYY-MM-DD` plus whole months, the day kept or clamped to the month's last (31 Jan + 1 month = 28/29 Feb). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The day to come back, counted in Dhaka from the day the version was written. */
export function followUpDate(followUp: string | null, writtenAt: Date): string | null {
  const parsed = followUp ? parseFollowUp(followUp) : null;
  if (!parsed) return null;
  const day = wallClock(writtenAt, 'Asia/Dhaka').date;
  return parsed.unit === 'day' ? addDays(day, parsed.count) : addMonths(day, parsed.count);
}

export function prescriptionFields(row: PrescriptionRow): EPrescription {
  return {
    id: row.id,
    booking_id: row.bookingId,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    follow_up: row.followUp,
    follow_up_date: followUpDate(row.followUp, row.createdAt),
    prescription_items: row.items,
    prescription_complains: row.complains,
    prescription_diagnosis: row.diagnoses,
    prescription_advices: row.advices,
  };
}

/** The latest version of each booking's prescription (bookings without one are absent). */
export async function latestPrescriptions(db: DbOrTx, bookingIds: number[]): Promise<Map<number, EPrescription>> {
  if (!bookingIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([ePrescriptions.bookingId])
    .from(ePrescriptions)
    .where(inArray(ePrescriptions.bookingId, bookingIds))
    .orderBy(ePrescriptions.bookingId, desc(ePrescriptions.version));
  return new Map(rows.map((row) => [row.bookingId, prescriptionFields(row)]));
}

/** The bookings among these that have a prescription (`prescription_is_ready`). */
export async function bookingsWithPrescription(db: DbOrTx, bookingIds: number[]): Promise<Set<number>> {
  if (!bookingIds.length) return new Set();
  const rows = await db
    .selectDistinct({ bookingId: ePrescriptions.bookingId })
    .from(ePrescriptions)
    .where(inArray(ePrescriptions.bookingId, bookingIds));
  return new Set(rows.map((r) => r.bookingId));
}

export async function latestPrescription(db: DbOrTx, bookingId: number): Promise<EPrescription | null> {
  return (await latestPrescriptions(db, [bookingId])).get(bookingId) ?? null;
}

/**
 * Saves the next version of a consultation's prescription. `booking` is the doctor's own booking,
 * locked in `tx`, so two saves at once number their versions one after the other.
 */
export async function savePrescription(
  tx: DbOrTx,
  booking: BookingRow,
  doctorUserId: number,
  input: PrescriptionInput,
): Promise<EPrescription> {
  if (!(PRESCRIPTION_BOOKING_KINDS as readonly string[]).includes(booking.kind))
    throw new HttpError(404, 'bookings.not_found');
  if (!WRITABLE_STATUSES.includes(booking.status)) throw new HttpError(409, 'eprescriptions.not_open');
  const [{ last }] = await tx
    .select({ last: max(ePrescriptions.version) })
    .from(ePrescriptions)
    .where(eq(ePrescriptions.bookingId, booking.id));
  const version = (last ?? 0) + 1;
  const [row] = await tx
    .insert(ePrescriptions)
    .values({
      bookingId: booking.id,
      version,
      writtenBy: doctorUserId,
      followUp: input.follow_up ?? null,
      items: input.items,
      complains: input.complains,
      diagnoses: input.diagnoses,
      advices: input.advices,
    })
    .returning();
  await logBookingEvent(tx, booking.id, 'prescription_saved', doctorUserId, { version });
  return prescriptionFields(row);
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BookingKind, BookingStatus, Language } from '@nirog/contracts';
import type { DbOrTx, Tx } from '../../db/client';
import { HttpError, ValidationError } from '../../lib/errors';
import { longDate } from '../../lib/i18n';
import { createPayment, newPaymentPublicId } from '../payments';
import { dayHasBegun } from './bookings.completion';
import { dropHoldExpiry, queueHoldExpiry, scheduleReminders } from './bookings.job-specs';
import { lockProviderDay, renumberDay } from './bookings.serials';
import { RETURN_PATHS, rangeOf, slotClock, type SlotChoice } from './bookings.slots';
import { bookingEvents, bookings, referralEarnings } from './bookings.tables';

export type BookingRow = typeof bookings.$inferSelect;

export interface NewBooking {
  kind: BookingKind;
  patientId: number;
  providerId: number;
  feePoisha: number;
  discountPoisha: number;
  vatPoisha: number;
  slot: SlotChoice | null;
  /**
   * The local day (Asia/Dhaka) of a booking that holds no time range but has a day: a nurse's one-call
   * visit on the date the patient chose. With a slot, the slot's day is the booking's.
   */
  day?: string | null;
  lang: Language;
  /** Minutes an unpaid booking holds its slot (settings). */
  holdMinutes: number;
  /**
   * `fixed` (default): the fee is known, paid now or nothing owed. `later`: the fee is agreed after
   * booking (a nurse booking of several days): Pending, no payment yet, the slot kept until the price
   * is set (`setAgreedPrice`). `provider_charge`: the patient owes nothing and the booking is Ready;
   * the provider owes the platform's charge once it is Completed (ambulances, `chargeProvider`).
   */
  pricing?: 'fixed' | 'later' | 'provider_charge';
}

export async function logBookingEvent(
  tx: DbOrTx,
  bookingId: number,
  kind: string,
  actorId: number | null,
  details: Record<string, unknown> = {},
) {
  await tx.insert(bookingEvents).values({ bookingId, kind, actorId, details });
}

/** The slot is booked by a live booking of the provider: the exclusion constraint said so. */
export function isSlotConflict(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (e.code === '23P01' && (e.constraint ?? e.message ?? '').includes('bookings_no_overlap')) return true;
    current = e.cause;
  }
  return false;
}

/**
 * Writes a booking in the caller's transaction: Pending with a payment and a hold when a fee is owed
 * (the hold's expiry is a job on the queue), Ready when nothing is. A slot is checked by the database
 * (`bookings_no_overlap`: the caller maps `isSlotConflict` to a 422) and the day's serials renumbered.
 */
export async function createBooking(tx: Tx, input: NewBooking): Promise<BookingRow> {
  const total = input.feePoisha - input.discountPoisha + input.vatPoisha;
  if (!Number.isInteger(total) || total < 0) throw new RangeError('a booking needs a total of 0 or more');
  const day = input.slot?.day ?? input.day ?? null;
  if (day) await lockProviderDay(tx, input.providerId, day);
  const pricing = input.pricing ?? 'fixed';
  const owes = pricing === 'fixed' && total > 0;
  const waits = owes || pricing === 'later';
  const publicId = owes ? newPaymentPublicId() : null;
  const holdExpiresAt = owes ? new Date(Date.now() + input.holdMinutes * 60_000) : null;
  const [row] = await tx
    .insert(bookings)
    .values({
      kind: input.kind,
      patientId: input.patientId,
      providerId: input.providerId,
      status: waits ? 'Pending' : 'Ready',
      paymentStatus: waits || pricing === 'provider_charge' ? 'Pending' : 'Paid',
      paymentPublicId: publicId,
      feePoisha: input.feePoisha,
      discountPoisha: input.discountPoisha,
      vatPoisha: input.vatPoisha,
      totalPoisha: total,
      slot: input.slot ? rangeOf(input.slot) : null,
      slotDay: day,
      timeZone: input.slot?.zone ?? 'Asia/Dhaka',
      holdExpiresAt,
      lang: input.lang,
    })
    .returning();
  await logBookingEvent(tx, row.id, 'created', input.patientId, { total_poisha: total });
  if (day) await renumberDay(tx, input.providerId, day);
  if (owes) {
    await createPayment(tx, {
      purpose: 'booking',
      subjectId: row.id,
      userId: input.patientId,
      amountPoisha: total,
      returnPath: RETURN_PATHS[input.kind],
      publicId: publicId!,
    });
    await queueHoldExpiry(tx, row.id, holdExpiresAt!);
  } else {
    await scheduleReminders(tx, row);
  }
  return row;
}

/**
 * The price of a booking made with `pricing: 'later'` is agreed (by the provider or staff): its fee
 * and total set, its payment created and Pay now offered; the slot stays held `holdHours` more for
 * the patient to pay, then the booking is Cancelled like any unpaid one.
 */
export async function setAgreedPrice(
  tx: Tx,
  booking: BookingRow,
  input: { pricePoisha: number; actorId: number; holdHours: number },
): Promise<BookingRow> {
  if (booking.status !== 'Pending' || booking.paymentPublicId !== null) {
    throw new HttpError(422, 'bookings.price_already_set');
  }
  const publicId = newPaymentPublicId();
  const holdExpiresAt = new Date(Date.now() + input.holdHours * 3_600_000);
  const [row] = await tx
    .update(bookings)
    .set({
      feePoisha: input.pricePoisha,
      totalPoisha: input.pricePoisha,
      paymentPublicId: publicId,
      holdExpiresAt,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'Pending')))
    .returning();
  await createPayment(tx, {
    purpose: 'booking',
    subjectId: row.id,
    userId: row.patientId,
    amountPoisha: input.pricePoisha,
    returnPath: RETURN_PATHS[row.kind as BookingKind],
    publicId,
  });
  await queueHoldExpiry(tx, row.id, holdExpiresAt);
  await logBookingEvent(tx, row.id, 'price_agreed', input.actorId, { total_poisha: input.pricePoisha });
  return row;
}

export async function lockBooking(tx: DbOrTx, id: number): Promise<BookingRow | null> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row ?? null;
}

/**
 * Ready -> Completed (the provider marks it), only from the booking's day on (`dayHasBegun`, checked in
 * the UPDATE itself); a referral earning of it becomes Ready. A refusal is a 422 that changes nothing.
 */
export async function completeBooking(tx: Tx, booking: BookingRow, actorId: number): Promise<BookingRow> {
  if (booking.status !== 'Ready') throw new HttpError(422, 'bookings.not_ready');
  const [row] = await tx
    .update(bookings)
    .set({ status: 'Completed', completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'Ready'), dayHasBegun))
    .returning();
  if (!row) {
    if (booking.slotDay) throw new HttpError(422, 'bookings.complete_from_day', { date: longDate(booking.slotDay) });
    throw new HttpError(422, 'bookings.not_ready');
  }
  await tx
    .update(referralEarnings)
    .set({ status: 'Ready' })
    .where(and(eq(referralEarnings.bookingId, booking.id), eq(referralEarnings.status, 'Pending')));
  await logBookingEvent(tx, booking.id, 'completed', actorId);
  return row;
}

export type CancelCause = 'patient' | 'staff' | 'hold_expired';

/**
 * Pending or Ready -> Cancelled: the slot is freed (the constraint ignores Cancelled rows), the day
 * renumbered, the hold's job dropped; money already received is flagged for refund.
 */
export async function cancelBooking(
  tx: Tx,
  booking: BookingRow,
  input: { cause: CancelCause; reason: string | null; actorId: number | null },
): Promise<BookingRow> {
  if (!(['Pending', 'Ready'] as BookingStatus[]).includes(booking.status as BookingStatus)) {
    throw new HttpError(422, 'bookings.not_cancellable');
  }
  if (booking.slotDay) await lockProviderDay(tx, booking.providerId, booking.slotDay);
  const paid = booking.paymentStatus === 'Paid' && booking.totalPoisha > 0;
  const [row] = await tx
    .update(bookings)
    .set({
      status: 'Cancelled',
      cancelReason: input.reason,
      cancelledBy: input.actorId,
      cancelledAt: sql`now()`,
      refundDue: paid,
      holdExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  await dropHoldExpiry(tx, booking.id);
  await scheduleReminders(tx, row);
  if (booking.slotDay) await renumberDay(tx, booking.providerId, booking.slotDay);
  await tx
    .update(referralEarnings)
    .set({ status: 'Cancelled' })
    .where(and(eq(referralEarnings.bookingId, booking.id), inArray(referralEarnings.status, ['Pending', 'Ready'])));
  await logBookingEvent(tx, booking.id, input.cause === 'hold_expired' ? 'hold_expired' : 'cancelled', input.actorId, {
    cause: input.cause,
    reason: input.reason,
    refund_due: paid,
  });
  return row;
}

/**
 * The hold's job: an unpaid Pending booking whose hold has passed is Cancelled and frees its slot.
 * A booking paid meanwhile (or already cancelled) is left alone. Answers whether it expired.
 */
export async function expireHold(tx: Tx, bookingId: number, now = new Date()): Promise<boolean> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking || booking.status !== 'Pending' || booking.paymentStatus === 'Paid') return false;
  if (!booking.holdExpiresAt || booking.holdExpiresAt > now) return false;
  await cancelBooking(tx, booking, { cause: 'hold_expired', reason: null, actorId: null });
  return true;
}

/**
 * Moves an appointment to another slot (the provider's schedule edit): both days renumbered. A taken
 * slot is the constraint's 23P01, mapped by the caller.
 */
export async function moveBooking(tx: Tx, booking: BookingRow, slot: SlotChoice, actorId: number) {
  if (!(['Pending', 'Ready'] as BookingStatus[]).includes(booking.status as BookingStatus)) {
    throw new ValidationError({ app_date: ['bookings.not_reschedulable'] });
  }
  const days = [...new Set([booking.slotDay, slot.day].filter((d): d is string => Boolean(d)))].sort();
  for (const day of days) await lockProviderDay(tx, booking.providerId, day);
  const before = slotClock(booking);
  const [row] = await tx
    .update(bookings)
    .set({
      slot: rangeOf(slot),
      slotDay: slot.day,
      timeZone: slot.zone,
      // A new day means a new number there.
      ...(slot.day !== booking.slotDay ? { serialFixed: false, serialNo: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  for (const day of days) await renumberDay(tx, booking.providerId, day);
  await logBookingEvent(tx, booking.id, 'schedule_changed', actorId, { from: before, to: slotClock(row) });
  await scheduleReminders(tx, row);
  const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
  return fresh;
}

/** The provider sets a serial by hand; the caller checked it is free. */
export async function setSerial(tx: Tx, booking: BookingRow, serial: number, actorId: number) {
  if (booking.slotDay) await lockProviderDay(tx, booking.providerId, booking.slotDay);
  await tx
    .update(bookings)
    .set({ serialNo: serial, serialFixed: true, updatedAt: sql`now()` })
    .where(eq(bookings.id, booking.id));
  if (booking.slotDay) await renumberDay(tx, booking.providerId, booking.slotDay);
  await logBookingEvent(tx, booking.id, 'serial_changed', actorId, { from: booking.serialNo, to: serial });
  const [fresh] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
  return fresh;
}

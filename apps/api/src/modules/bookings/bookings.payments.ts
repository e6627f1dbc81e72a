import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { onPaymentCheck, onPaymentSettled, type SettledPayment } from '../payments';
import { dropHoldExpiry, scheduleReminders } from './bookings.job-specs';
import { queueBookingMail } from './bookings.mails';
import { registerProviderChargePayments } from './bookings.provider-charge';
import { lockBooking, logBookingEvent } from './bookings.service';
import { bookings } from './bookings.tables';

/**
 * What a settled payment does to its booking (purpose 'booking'). Paid: a Pending booking becomes
 * Ready (its hold's job dropped, reminders queued, the patient mailed); money for a booking that was
 * cancelled meanwhile (cash or a held payment accepted by staff) is recorded and flagged for refund.
 * Failed: payment status Failed, Pay now stays while the hold lasts. Cancelled (the patient left the
 * gateway): nothing changes.
 */
export async function settleBookingPayment(tx: Tx, payment: SettledPayment, appUrl: string): Promise<void> {
  const booking = await lockBooking(tx, payment.subjectId);
  if (!booking) return;
  if (payment.status === 'Paid') {
    if (booking.status === 'Cancelled') {
      await tx
        .update(bookings)
        .set({ paymentStatus: 'Paid', refundDue: true, updatedAt: sql`now()` })
        .where(eq(bookings.id, booking.id));
      await logBookingEvent(tx, booking.id, 'paid_after_cancel', null, { payment_id: payment.id });
      return;
    }
    const [row] = await tx
      .update(bookings)
      .set({
        paymentStatus: 'Paid',
        status: booking.status === 'Pending' ? 'Ready' : booking.status,
        holdExpiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(eq(bookings.id, booking.id))
      .returning();
    await dropHoldExpiry(tx, booking.id);
    await scheduleReminders(tx, row);
    await logBookingEvent(tx, booking.id, 'paid', null, { payment_id: payment.id, transaction: payment.transactionId });
    await queueBookingMail(tx, row, 'paid', appUrl);
  } else if (payment.status === 'Failed' && booking.paymentStatus === 'Pending') {
    await tx
      .update(bookings)
      .set({ paymentStatus: 'Failed', updatedAt: sql`now()` })
      .where(eq(bookings.id, booking.id));
    await logBookingEvent(tx, booking.id, 'payment_failed', null, { payment_id: payment.id });
  }
}

/**
 * A booking can be paid while it is Pending (its hold not yet expired by the job). Money that arrives
 * for a Cancelled one is recorded by the payments module and flagged for refund there
 * (`payments.refund_due_at`); the back office's refund list shows both flags. The row is locked so an
 * expiry running at the same time waits for the payment, or is seen.
 */
export async function bookingIsPayable(tx: Tx, bookingId: number): Promise<boolean> {
  const booking = await lockBooking(tx, bookingId);
  return Boolean(booking) && booking!.status === 'Pending';
}

/** Registers the purpose's handlers; called once by the routes plugin with the app's address for mails. */
export function registerBookingPayments(appUrl: string) {
  onPaymentSettled('booking', (tx, payment) => settleBookingPayment(tx, payment, appUrl));
  onPaymentCheck('booking', bookingIsPayable);
  registerProviderChargePayments();
}

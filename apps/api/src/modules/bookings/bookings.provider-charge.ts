import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { createPayment, newPaymentPublicId, onPaymentCheck, onPaymentSettled, type SettledPayment } from '../payments';
import { lockBooking, logBookingEvent, type BookingRow } from './bookings.service';
import { bookings } from './bookings.tables';

/**
 * The platform's charge on a booking the provider earned from (DESIGN.md 5b: a Completed ambulance
 * booking, then the owner owes the service charge, `payment_status` Pending -> Paid). The charge is
 * the booking's total; its payment (purpose `provider_charge`) is the provider's to pay.
 */

/** "Pay service charge" is offered while a Completed booking's charge is unpaid (Pending or Failed). */
export const providerChargeDue = (row: Pick<BookingRow, 'status' | 'paymentStatus' | 'paymentPublicId'>) =>
  row.status === 'Completed' && (row.paymentStatus === 'Pending' || row.paymentStatus === 'Failed')
    ? row.paymentPublicId
    : null;

/** Sets the charge of a just Completed booking: a payment for the provider, or nothing owed for 0. */
export async function chargeProvider(
  tx: Tx,
  booking: BookingRow,
  input: { chargePoisha: number; providerUserId: number; returnPath: string },
): Promise<BookingRow> {
  const owes = input.chargePoisha > 0;
  const publicId = owes ? newPaymentPublicId() : null;
  const [row] = await tx
    .update(bookings)
    .set({
      feePoisha: input.chargePoisha,
      totalPoisha: input.chargePoisha,
      paymentStatus: owes ? 'Pending' : 'Paid',
      paymentPublicId: publicId,
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (owes) {
    await createPayment(tx, {
      purpose: 'provider_charge',
      subjectId: row.id,
      userId: input.providerUserId,
      amountPoisha: input.chargePoisha,
      returnPath: input.returnPath,
      publicId: publicId!,
    });
  }
  await logBookingEvent(tx, row.id, 'charge_set', input.providerUserId, { total_poisha: input.chargePoisha });
  return row;
}

/** A settled charge payment: Paid (once) or Failed (Pay service charge stays). */
export async function settleProviderCharge(tx: Tx, payment: SettledPayment): Promise<void> {
  const booking = await lockBooking(tx, payment.subjectId);
  if (!booking || booking.paymentStatus === 'Paid') return;
  if (payment.status === 'Paid' || payment.status === 'Failed') {
    await tx
      .update(bookings)
      .set({ paymentStatus: payment.status, updatedAt: sql`now()` })
      .where(eq(bookings.id, booking.id));
    await logBookingEvent(tx, booking.id, payment.status === 'Paid' ? 'charge_paid' : 'charge_failed', null, {
      payment_id: payment.id,
      transaction: payment.transactionId,
    });
  }
}

export function registerProviderChargePayments() {
  onPaymentSettled('provider_charge', settleProviderCharge);
  onPaymentCheck('provider_charge', async (tx, id) => {
    const booking = await lockBooking(tx, id);
    return Boolean(booking && providerChargeDue(booking));
  });
}
